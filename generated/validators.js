// generated from openrpc.json; do not edit

export const params_eth_getBalance = validate22;
const schema7 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/BlockParameter"}],"minItems":2,"maxItems":2,"additionalItems":false};
const schema8 = {"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"};
const pattern0 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern0.test(data)){
validate23.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

const schema9 = {"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/BlockTag"}]};
const schema10 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$"};
const pattern1 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern1.test(data)){
validate26.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

const schema11 = {"type":"string","enum":["latest","earliest","pending"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "latest") || (data === "earliest")) || (data === "pending"))){
validate28.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate28.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate25.errors = vErrors;
return false;
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
validate25.errors = vErrors;
return errors === 0;
}


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate22.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate22.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate22.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate23(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate25(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

export const result_eth_getBalance = validate31;
const schema12 = {"type":"string","pattern":"^0x(0|[1-9a-f][0-9a-f]{0,63})$"};
const pattern2 = new RegExp("^0x(0|[1-9a-f][0-9a-f]{0,63})$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate31.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

export const params_eth_getCode = validate32;
const schema13 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/BlockParameter"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate32.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate32.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate32.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate23(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate25(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}

export const result_eth_getCode = validate35;
const schema14 = {"type":"string","pattern":"^0x([0-9a-f]{2})*$"};
const pattern3 = new RegExp("^0x([0-9a-f]{2})*$", "u");

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate35.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}

export const params_eth_getStorageAt = validate36;
const schema15 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/StorageSlotInput"},{"$ref":"#/definitions/BlockParameter"}],"minItems":3,"maxItems":3,"additionalItems":false};
const schema16 = {"type":"string","pattern":"^0x[0-9a-fA-F]{1,64}$"};
const pattern4 = new RegExp("^0x[0-9a-fA-F]{1,64}$", "u");

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate38.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{1,64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{1,64}$"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate36.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate36.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate36.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate23(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate38(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate25(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}

export const result_eth_getStorageAt = validate41;
const schema17 = {"type":"string","pattern":"^0x[0-9a-f]{64}$"};
const pattern5 = new RegExp("^0x[0-9a-f]{64}$", "u");

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate41.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionCount = validate42;
const schema18 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/BlockParameter"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate42.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate42.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate42.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate23(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate25(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionCount = validate45;

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate45.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}

export const params_eth_call = validate46;
const schema20 = {"type":"array","items":[{"$ref":"#/definitions/CallObject"},{"$ref":"#/definitions/BlockParameter"}],"minItems":2,"maxItems":2,"additionalItems":false};
const schema21 = {"allOf":[{"$ref":"#/definitions/TransactionArgs"},{"required":["from","to"]}]};
const schema22 = {"type":"object","properties":{"from":{"$ref":"#/definitions/AddressInput"},"to":{"$ref":"#/definitions/AddressInput"},"gas":{"$ref":"#/definitions/Uint64Input"},"gasPrice":{"$ref":"#/definitions/QuantityInput"},"maxFeePerGas":{"$ref":"#/definitions/QuantityInput"},"maxPriorityFeePerGas":{"$ref":"#/definitions/QuantityInput"},"value":{"$ref":"#/definitions/QuantityInput"},"data":{"$ref":"#/definitions/DataInput"},"input":{"$ref":"#/definitions/DataInput"},"nonce":{"$ref":"#/definitions/Uint64Input"},"type":{"$ref":"#/definitions/Uint64Input"},"chainId":{"$ref":"#/definitions/QuantityInput"},"accessList":{"$ref":"#/definitions/AccessListInput"}}};
const schema23 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"};
const pattern7 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$", "u");

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern7.test(data)){
validate52.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}

const schema24 = {"type":"string","pattern":"^0x([0-9a-fA-F]{2})*$"};
const pattern8 = new RegExp("^0x([0-9a-fA-F]{2})*$", "u");

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern8.test(data)){
validate57.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-fA-F]{2})*$"},message:"must match pattern \""+"^0x([0-9a-fA-F]{2})*$"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"array","items":{"type":"object","required":["address","storageKeys"],"properties":{"address":{"$ref":"#/definitions/AddressInput"},"storageKeys":{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}}}};
const schema26 = {"type":"string","pattern":"^0x[0-9a-fA-F]{64}$"};
const pattern9 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern9.test(data)){
validate65.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""}];
return false;
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if(((data0.address === undefined) && (missing0 = "address")) || ((data0.storageKeys === undefined) && (missing0 = "storageKeys"))){
validate63.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.address !== undefined){
const _errs3 = errors;
if(!(validate23(data0.address, {instancePath:instancePath+"/" + i0+"/address",parentData:data0,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.storageKeys !== undefined){
let data2 = data0.storageKeys;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate65(data2[i1], {instancePath:instancePath+"/" + i0+"/storageKeys/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/" + i0+"/storageKeys",schemaPath:"#/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from !== undefined){
const _errs1 = errors;
if(!(validate23(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
const _errs2 = errors;
if(!(validate23(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gas !== undefined){
const _errs3 = errors;
if(!(validate26(data.gas, {instancePath:instancePath+"/gas",parentData:data,parentDataProperty:"gas",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasPrice !== undefined){
const _errs4 = errors;
if(!(validate52(data.gasPrice, {instancePath:instancePath+"/gasPrice",parentData:data,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxFeePerGas !== undefined){
const _errs5 = errors;
if(!(validate52(data.maxFeePerGas, {instancePath:instancePath+"/maxFeePerGas",parentData:data,parentDataProperty:"maxFeePerGas",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxPriorityFeePerGas !== undefined){
const _errs6 = errors;
if(!(validate52(data.maxPriorityFeePerGas, {instancePath:instancePath+"/maxPriorityFeePerGas",parentData:data,parentDataProperty:"maxPriorityFeePerGas",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs7 = errors;
if(!(validate52(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs8 = errors;
if(!(validate57(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs9 = errors;
if(!(validate57(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs10 = errors;
if(!(validate26(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs11 = errors;
if(!(validate26(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chainId !== undefined){
const _errs12 = errors;
if(!(validate52(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessList !== undefined){
const _errs13 = errors;
if(!(validate63(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
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
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate48(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.from === undefined) && (missing0 = "from")) || ((data.to === undefined) && (missing0 = "to"))){
validate47.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate47.errors = vErrors;
return errors === 0;
}


function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate46.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate46.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate46.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate47(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate25(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}

export const result_eth_call = validate71;

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate71.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}

export const params_eth_estimateGas = validate72;
const schema28 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"},{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":2,"additionalItems":false};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate72.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate72.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate72.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate48(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate25(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}

export const result_eth_estimateGas = validate75;

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate75.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}

export const params_eth_getBlockByNumber = validate76;
const schema30 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"type":"boolean"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate76.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate76.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate76.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate25(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(typeof data[1] !== "boolean"){
validate76.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockByNumber = validate78;
const schema31 = {"oneOf":[{"$ref":"#/definitions/Block"},{"type":"null"}]};
const schema32 = {"allOf":[{"$ref":"#/definitions/BlockBase"},{"required":["transactions"]}]};
const schema33 = {"type":"object","additionalProperties":false,"required":["number","hash","parentHash","nonce","sha3Uncles","logsBloom","transactionsRoot","stateRoot","receiptsRoot","miner","difficulty","totalDifficulty","extraData","size","gasLimit","gasUsed","timestamp","uncles","mixHash","baseFeePerGas"],"properties":{"number":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"hash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"parentHash":{"$ref":"#/definitions/Hash32"},"nonce":{"anyOf":[{"$ref":"#/definitions/Bytes8"},{"type":"null"}]},"sha3Uncles":{"$ref":"#/definitions/Hash32"},"logsBloom":{"anyOf":[{"$ref":"#/definitions/Bloom"},{"type":"null"}]},"transactionsRoot":{"$ref":"#/definitions/Hash32"},"stateRoot":{"$ref":"#/definitions/Hash32"},"receiptsRoot":{"$ref":"#/definitions/Hash32"},"miner":{"$ref":"#/definitions/Address"},"difficulty":{"$ref":"#/definitions/Quantity"},"totalDifficulty":{"$ref":"#/definitions/Quantity"},"extraData":{"$ref":"#/definitions/Data"},"size":{"$ref":"#/definitions/Quantity"},"gasLimit":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"timestamp":{"$ref":"#/definitions/Quantity"},"transactions":{"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Hash32"}},{"type":"array","items":{"$ref":"#/definitions/Transaction"}}]},"uncles":{"type":"array","items":{"$ref":"#/definitions/Hash32"}},"mixHash":{"$ref":"#/definitions/Hash32"},"baseFeePerGas":{"$ref":"#/definitions/Quantity"}}};
const func2 = Object.prototype.hasOwnProperty;

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate81.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}


function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate83.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}

const schema36 = {"type":"string","pattern":"^0x[0-9a-f]{16}$"};
const pattern14 = new RegExp("^0x[0-9a-f]{16}$", "u");

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern14.test(data)){
validate86.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{16}$"},message:"must match pattern \""+"^0x[0-9a-f]{16}$"+"\""}];
return false;
}
}
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}

const schema37 = {"type":"string","pattern":"^0x[0-9a-f]{512}$"};
const pattern15 = new RegExp("^0x[0-9a-f]{512}$", "u");

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern15.test(data)){
validate89.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{512}$"},message:"must match pattern \""+"^0x[0-9a-f]{512}$"+"\""}];
return false;
}
}
else {
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}

const schema38 = {"type":"string","pattern":"^0x[0-9a-f]{40}$"};
const pattern16 = new RegExp("^0x[0-9a-f]{40}$", "u");

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern16.test(data)){
validate94.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\""}];
return false;
}
}
else {
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}


function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate98.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}

const schema40 = {"type":"object","additionalProperties":false,"required":["hash","nonce","blockHash","blockNumber","transactionIndex","from","to","value","gasPrice","gas","input","type","v","r","s"],"properties":{"hash":{"$ref":"#/definitions/Hash32"},"nonce":{"$ref":"#/definitions/Quantity"},"blockHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockNumber":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"from":{"$ref":"#/definitions/Address"},"to":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"value":{"$ref":"#/definitions/Quantity"},"gasPrice":{"$ref":"#/definitions/Quantity"},"gas":{"$ref":"#/definitions/Quantity"},"input":{"$ref":"#/definitions/Data"},"type":{"type":"string","enum":["0x0","0x1","0x2"]},"chainId":{"$ref":"#/definitions/Quantity"},"maxFeePerGas":{"$ref":"#/definitions/Quantity"},"maxPriorityFeePerGas":{"$ref":"#/definitions/Quantity"},"accessList":{"$ref":"#/definitions/AccessList"},"v":{"$ref":"#/definitions/Quantity"},"r":{"$ref":"#/definitions/Quantity"},"s":{"$ref":"#/definitions/Quantity"},"yParity":{"type":"string","enum":["0x0","0x1"]}}};
const schema41 = {"type":"array","items":{"type":"object","additionalProperties":false,"required":["address","storageKeys"],"properties":{"address":{"$ref":"#/definitions/Address"},"storageKeys":{"type":"array","items":{"$ref":"#/definitions/Hash32"}}}}};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if(((data0.address === undefined) && (missing0 = "address")) || ((data0.storageKeys === undefined) && (missing0 = "storageKeys"))){
validate120.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs3 = errors;
for(const key0 in data0){
if(!((key0 === "address") || (key0 === "storageKeys"))){
validate120.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs3 === errors){
if(data0.address !== undefined){
const _errs4 = errors;
if(!(validate94(data0.address, {instancePath:instancePath+"/" + i0+"/address",parentData:data0,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.storageKeys !== undefined){
let data2 = data0.storageKeys;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs7 = errors;
if(!(validate83(data2[i1], {instancePath:instancePath+"/" + i0+"/storageKeys/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate120.errors = [{instancePath:instancePath+"/" + i0+"/storageKeys",schemaPath:"#/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate120.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate120.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate120.errors = vErrors;
return errors === 0;
}


function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.hash === undefined) && (missing0 = "hash")) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.gasPrice === undefined) && (missing0 = "gasPrice"))) || ((data.gas === undefined) && (missing0 = "gas"))) || ((data.input === undefined) && (missing0 = "input"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.v === undefined) && (missing0 = "v"))) || ((data.r === undefined) && (missing0 = "r"))) || ((data.s === undefined) && (missing0 = "s"))){
validate105.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema40.properties, key0))){
validate105.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.hash !== undefined){
const _errs2 = errors;
if(!(validate83(data.hash, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs3 = errors;
if(!(validate81(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
let data2 = data.blockHash;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(validate83(data2, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/blockHash",schemaPath:"#/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/blockHash",schemaPath:"#/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate105.errors = vErrors;
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
if(data.blockNumber !== undefined){
let data3 = data.blockNumber;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(!(validate81(data3, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs12 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate105.errors = vErrors;
return false;
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
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionIndex !== undefined){
let data4 = data.transactionIndex;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate81(data4, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const _errs17 = errors;
if(data4 !== null){
const err4 = {instancePath:instancePath+"/transactionIndex",schemaPath:"#/properties/transactionIndex/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/transactionIndex",schemaPath:"#/properties/transactionIndex/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate105.errors = vErrors;
return false;
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
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs19 = errors;
if(!(validate94(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data6 = data.to;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(!(validate94(data6, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs23 = errors;
if(data6 !== null){
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate105.errors = vErrors;
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
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs25 = errors;
if(!(validate81(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasPrice !== undefined){
const _errs26 = errors;
if(!(validate81(data.gasPrice, {instancePath:instancePath+"/gasPrice",parentData:data,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gas !== undefined){
const _errs27 = errors;
if(!(validate81(data.gas, {instancePath:instancePath+"/gas",parentData:data,parentDataProperty:"gas",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs28 = errors;
if(!(validate98(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data11 = data.type;
const _errs29 = errors;
if(typeof data11 !== "string"){
validate105.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data11 === "0x0") || (data11 === "0x1")) || (data11 === "0x2"))){
validate105.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chainId !== undefined){
const _errs31 = errors;
if(!(validate81(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxFeePerGas !== undefined){
const _errs32 = errors;
if(!(validate81(data.maxFeePerGas, {instancePath:instancePath+"/maxFeePerGas",parentData:data,parentDataProperty:"maxFeePerGas",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxPriorityFeePerGas !== undefined){
const _errs33 = errors;
if(!(validate81(data.maxPriorityFeePerGas, {instancePath:instancePath+"/maxPriorityFeePerGas",parentData:data,parentDataProperty:"maxPriorityFeePerGas",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessList !== undefined){
const _errs34 = errors;
if(!(validate120(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.v !== undefined){
const _errs35 = errors;
if(!(validate81(data.v, {instancePath:instancePath+"/v",parentData:data,parentDataProperty:"v",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.r !== undefined){
const _errs36 = errors;
if(!(validate81(data.r, {instancePath:instancePath+"/r",parentData:data,parentDataProperty:"r",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.s !== undefined){
const _errs37 = errors;
if(!(validate81(data.s, {instancePath:instancePath+"/s",parentData:data,parentDataProperty:"s",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.yParity !== undefined){
let data19 = data.yParity;
const _errs38 = errors;
if(typeof data19 !== "string"){
validate105.errors = [{instancePath:instancePath+"/yParity",schemaPath:"#/properties/yParity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data19 === "0x0") || (data19 === "0x1"))){
validate105.errors = [{instancePath:instancePath+"/yParity",schemaPath:"#/properties/yParity/enum",keyword:"enum",params:{allowedValues: schema40.properties.yParity.enum},message:"must be equal to one of the allowed values"}];
return false;
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


function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((data.number === undefined) && (missing0 = "number")) || ((data.hash === undefined) && (missing0 = "hash"))) || ((data.parentHash === undefined) && (missing0 = "parentHash"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.sha3Uncles === undefined) && (missing0 = "sha3Uncles"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.transactionsRoot === undefined) && (missing0 = "transactionsRoot"))) || ((data.stateRoot === undefined) && (missing0 = "stateRoot"))) || ((data.receiptsRoot === undefined) && (missing0 = "receiptsRoot"))) || ((data.miner === undefined) && (missing0 = "miner"))) || ((data.difficulty === undefined) && (missing0 = "difficulty"))) || ((data.totalDifficulty === undefined) && (missing0 = "totalDifficulty"))) || ((data.extraData === undefined) && (missing0 = "extraData"))) || ((data.size === undefined) && (missing0 = "size"))) || ((data.gasLimit === undefined) && (missing0 = "gasLimit"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.timestamp === undefined) && (missing0 = "timestamp"))) || ((data.uncles === undefined) && (missing0 = "uncles"))) || ((data.mixHash === undefined) && (missing0 = "mixHash"))) || ((data.baseFeePerGas === undefined) && (missing0 = "baseFeePerGas"))){
validate80.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema33.properties, key0))){
validate80.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.number !== undefined){
let data0 = data.number;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(validate81(data0, {instancePath:instancePath+"/number",parentData:data,parentDataProperty:"number",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate80.errors = vErrors;
return false;
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
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hash !== undefined){
let data1 = data.hash;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(!(validate83(data1, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs10 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate80.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentHash !== undefined){
const _errs12 = errors;
if(!(validate83(data.parentHash, {instancePath:instancePath+"/parentHash",parentData:data,parentDataProperty:"parentHash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
let data3 = data.nonce;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(!(validate86(data3, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const _errs16 = errors;
if(data3 !== null){
const err4 = {instancePath:instancePath+"/nonce",schemaPath:"#/properties/nonce/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/nonce",schemaPath:"#/properties/nonce/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate80.errors = vErrors;
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
if(data.sha3Uncles !== undefined){
const _errs18 = errors;
if(!(validate83(data.sha3Uncles, {instancePath:instancePath+"/sha3Uncles",parentData:data,parentDataProperty:"sha3Uncles",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logsBloom !== undefined){
let data5 = data.logsBloom;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(validate89(data5, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs22 = errors;
if(data5 !== null){
const err6 = {instancePath:instancePath+"/logsBloom",schemaPath:"#/properties/logsBloom/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/logsBloom",schemaPath:"#/properties/logsBloom/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate80.errors = vErrors;
return false;
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
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionsRoot !== undefined){
const _errs24 = errors;
if(!(validate83(data.transactionsRoot, {instancePath:instancePath+"/transactionsRoot",parentData:data,parentDataProperty:"transactionsRoot",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateRoot !== undefined){
const _errs25 = errors;
if(!(validate83(data.stateRoot, {instancePath:instancePath+"/stateRoot",parentData:data,parentDataProperty:"stateRoot",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receiptsRoot !== undefined){
const _errs26 = errors;
if(!(validate83(data.receiptsRoot, {instancePath:instancePath+"/receiptsRoot",parentData:data,parentDataProperty:"receiptsRoot",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.miner !== undefined){
const _errs27 = errors;
if(!(validate94(data.miner, {instancePath:instancePath+"/miner",parentData:data,parentDataProperty:"miner",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.difficulty !== undefined){
const _errs28 = errors;
if(!(validate81(data.difficulty, {instancePath:instancePath+"/difficulty",parentData:data,parentDataProperty:"difficulty",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalDifficulty !== undefined){
const _errs29 = errors;
if(!(validate81(data.totalDifficulty, {instancePath:instancePath+"/totalDifficulty",parentData:data,parentDataProperty:"totalDifficulty",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraData !== undefined){
const _errs30 = errors;
if(!(validate98(data.extraData, {instancePath:instancePath+"/extraData",parentData:data,parentDataProperty:"extraData",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.size !== undefined){
const _errs31 = errors;
if(!(validate81(data.size, {instancePath:instancePath+"/size",parentData:data,parentDataProperty:"size",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasLimit !== undefined){
const _errs32 = errors;
if(!(validate81(data.gasLimit, {instancePath:instancePath+"/gasLimit",parentData:data,parentDataProperty:"gasLimit",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs33 = errors;
if(!(validate81(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timestamp !== undefined){
const _errs34 = errors;
if(!(validate81(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactions !== undefined){
let data17 = data.transactions;
const _errs35 = errors;
const _errs36 = errors;
let valid5 = false;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data17)){
var valid6 = true;
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
const _errs39 = errors;
if(!(validate83(data17[i0], {instancePath:instancePath+"/transactions/" + i0,parentData:data17,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid6 = _errs39 === errors;
if(!valid6){
break;
}
}
}
else {
const err8 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid4 = _errs37 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data17)){
var valid7 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
const _errs42 = errors;
if(!(validate105(data17[i1], {instancePath:instancePath+"/transactions/" + i1,parentData:data17,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid7 = _errs42 === errors;
if(!valid7){
break;
}
}
}
else {
const err9 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid4 = _errs40 === errors;
valid5 = valid5 || _valid4;
}
if(!valid5){
const err10 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate80.errors = vErrors;
return false;
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
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uncles !== undefined){
let data20 = data.uncles;
const _errs43 = errors;
if(errors === _errs43){
if(Array.isArray(data20)){
var valid8 = true;
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
const _errs45 = errors;
if(!(validate83(data20[i2], {instancePath:instancePath+"/uncles/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid8 = _errs45 === errors;
if(!valid8){
break;
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/uncles",schemaPath:"#/properties/uncles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mixHash !== undefined){
const _errs46 = errors;
if(!(validate83(data.mixHash, {instancePath:instancePath+"/mixHash",parentData:data,parentDataProperty:"mixHash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseFeePerGas !== undefined){
const _errs47 = errors;
if(!(validate81(data.baseFeePerGas, {instancePath:instancePath+"/baseFeePerGas",parentData:data,parentDataProperty:"baseFeePerGas",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs47 === errors;
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
else {
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}


function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate80(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactions === undefined) && (missing0 = "transactions")){
validate79.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate79.errors = vErrors;
return errors === 0;
}


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate78.errors = vErrors;
return false;
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
validate78.errors = vErrors;
return errors === 0;
}

export const params_eth_getBlockByHash = validate133;
const schema42 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"type":"boolean"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate133.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate133.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate133.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate65(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(typeof data[1] !== "boolean"){
validate133.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate133.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate133.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockByHash = validate135;
const schema43 = {"oneOf":[{"$ref":"#/definitions/Block"},{"type":"null"}]};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate135.errors = vErrors;
return false;
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
validate135.errors = vErrors;
return errors === 0;
}

export const params_eth_getBlockTransactionCountByNumber = validate137;
const schema44 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate137.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate137.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate137.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate25(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate137.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate137.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockTransactionCountByNumber = validate139;
const schema45 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate81(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate139.errors = vErrors;
return false;
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
validate139.errors = vErrors;
return errors === 0;
}

export const params_eth_getBlockTransactionCountByHash = validate141;
const schema46 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate141.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate141.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate141.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate65(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate141.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate141.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockTransactionCountByHash = validate143;
const schema47 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate81(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate143.errors = vErrors;
return false;
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
validate143.errors = vErrors;
return errors === 0;
}

export const params_eth_getUncleCountByBlockNumber = validate145;
const schema48 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate145.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate145.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate145.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate25(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate145.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate145.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleCountByBlockNumber = validate147;
const schema49 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate81(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate147.errors = vErrors;
return false;
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
validate147.errors = vErrors;
return errors === 0;
}

export const params_eth_getUncleCountByBlockHash = validate149;
const schema50 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate149.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate149.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate149.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate65(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate149.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate149.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleCountByBlockHash = validate151;
const schema51 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate81(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate151.errors = vErrors;
return false;
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
validate151.errors = vErrors;
return errors === 0;
}

export const params_eth_getUncleByBlockNumberAndIndex = validate153;
const schema52 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate153.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate153.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate153.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate25(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate26(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate153.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate153.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleByBlockNumberAndIndex = validate156;
const schema53 = {"oneOf":[{"$ref":"#/definitions/Uncle"},{"type":"null"}]};
const schema54 = {"allOf":[{"$ref":"#/definitions/BlockBase"},{"not":{"required":["transactions"]}}]};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate80(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactions === undefined) && (missing0 = "transactions")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs3 === errors;
if(valid1){
validate157.errors = [{instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
validate157.errors = vErrors;
return errors === 0;
}


function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate157(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate156.errors = vErrors;
return false;
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
validate156.errors = vErrors;
return errors === 0;
}

export const params_eth_getUncleByBlockHashAndIndex = validate160;
const schema55 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate160.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate160.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate160.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate65(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate26(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate160.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate160.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleByBlockHashAndIndex = validate163;
const schema56 = {"oneOf":[{"$ref":"#/definitions/Uncle"},{"type":"null"}]};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate157(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate163.errors = vErrors;
return false;
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
validate163.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByHash = validate165;
const schema57 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate165.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate165.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate165.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate65(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate165.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate165.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByHash = validate167;
const schema58 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate105(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate167.errors = vErrors;
return false;
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
validate167.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByBlockNumberAndIndex = validate169;
const schema59 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate169.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate169.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate169.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate25(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate26(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate169.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate169.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByBlockNumberAndIndex = validate172;
const schema60 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate172(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate105(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate172.errors = vErrors;
return false;
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
validate172.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByBlockHashAndIndex = validate174;
const schema61 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate174.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate174.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate174.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate65(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate26(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate174.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate174.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByBlockHashAndIndex = validate177;
const schema62 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate105(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate177.errors = vErrors;
return false;
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
validate177.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionReceipt = validate179;
const schema63 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate179(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate179.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate179.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate179.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate65(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate179.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate179.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionReceipt = validate181;
const schema64 = {"oneOf":[{"$ref":"#/definitions/Receipt"},{"type":"null"}]};
const schema65 = {"type":"object","additionalProperties":false,"required":["transactionHash","transactionIndex","blockHash","blockNumber","from","to","cumulativeGasUsed","gasUsed","effectiveGasPrice","contractAddress","logs","logsBloom","status","type"],"properties":{"transactionHash":{"$ref":"#/definitions/Hash32"},"transactionIndex":{"$ref":"#/definitions/Quantity"},"blockHash":{"$ref":"#/definitions/Hash32"},"blockNumber":{"$ref":"#/definitions/Quantity"},"from":{"$ref":"#/definitions/Address"},"to":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"cumulativeGasUsed":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"effectiveGasPrice":{"$ref":"#/definitions/Quantity"},"contractAddress":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"logs":{"type":"array","items":{"$ref":"#/definitions/Log"}},"logsBloom":{"$ref":"#/definitions/Bloom"},"status":{"type":"string","enum":["0x0","0x1"]},"type":{"type":"string","enum":["0x0","0x1","0x2"]}}};
const schema66 = {"type":"object","additionalProperties":false,"required":["removed","logIndex","transactionIndex","transactionHash","blockHash","blockNumber","address","data","topics"],"properties":{"removed":{"type":"boolean"},"logIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockNumber":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"address":{"$ref":"#/definitions/Address"},"data":{"$ref":"#/definitions/Data"},"topics":{"type":"array","maxItems":4,"items":{"$ref":"#/definitions/Hash32"}}}};

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.removed === undefined) && (missing0 = "removed")) || ((data.logIndex === undefined) && (missing0 = "logIndex"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.transactionHash === undefined) && (missing0 = "transactionHash"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.address === undefined) && (missing0 = "address"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.topics === undefined) && (missing0 = "topics"))){
validate193.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema66.properties, key0))){
validate193.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.removed !== undefined){
const _errs2 = errors;
if(typeof data.removed !== "boolean"){
validate193.errors = [{instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logIndex !== undefined){
let data1 = data.logIndex;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(validate81(data1, {instancePath:instancePath+"/logIndex",parentData:data,parentDataProperty:"logIndex",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/logIndex",schemaPath:"#/properties/logIndex/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/logIndex",schemaPath:"#/properties/logIndex/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate193.errors = vErrors;
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
if(data.transactionIndex !== undefined){
let data2 = data.transactionIndex;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(!(validate81(data2, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs12 = errors;
if(data2 !== null){
const err2 = {instancePath:instancePath+"/transactionIndex",schemaPath:"#/properties/transactionIndex/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/transactionIndex",schemaPath:"#/properties/transactionIndex/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate193.errors = vErrors;
return false;
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
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionHash !== undefined){
let data3 = data.transactionHash;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate83(data3, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const _errs17 = errors;
if(data3 !== null){
const err4 = {instancePath:instancePath+"/transactionHash",schemaPath:"#/properties/transactionHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/transactionHash",schemaPath:"#/properties/transactionHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate193.errors = vErrors;
return false;
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
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
let data4 = data.blockHash;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(validate83(data4, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs22 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/blockHash",schemaPath:"#/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/blockHash",schemaPath:"#/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate193.errors = vErrors;
return false;
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
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
let data5 = data.blockNumber;
const _errs24 = errors;
const _errs25 = errors;
let valid5 = false;
const _errs26 = errors;
if(!(validate81(data5, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid4 = _errs26 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const _errs27 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs27 === errors;
valid5 = valid5 || _valid4;
}
if(!valid5){
const err9 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate193.errors = vErrors;
return false;
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
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
const _errs29 = errors;
if(!(validate94(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs30 = errors;
if(!(validate98(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data8 = data.topics;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data8)){
if(data8.length > 4){
validate193.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid6 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs33 = errors;
if(!(validate83(data8[i0], {instancePath:instancePath+"/topics/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid6 = _errs33 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate193.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
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
else {
validate193.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate193.errors = vErrors;
return errors === 0;
}


function validate182(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.transactionHash === undefined) && (missing0 = "transactionHash")) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.cumulativeGasUsed === undefined) && (missing0 = "cumulativeGasUsed"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.effectiveGasPrice === undefined) && (missing0 = "effectiveGasPrice"))) || ((data.contractAddress === undefined) && (missing0 = "contractAddress"))) || ((data.logs === undefined) && (missing0 = "logs"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.type === undefined) && (missing0 = "type"))){
validate182.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema65.properties, key0))){
validate182.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.transactionHash !== undefined){
const _errs2 = errors;
if(!(validate83(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionIndex !== undefined){
const _errs3 = errors;
if(!(validate81(data.transactionIndex, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
const _errs4 = errors;
if(!(validate83(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
const _errs5 = errors;
if(!(validate81(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs6 = errors;
if(!(validate94(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data5 = data.to;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(!(validate94(data5, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data5 !== null){
const err0 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
}
if(!valid1){
const err1 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate182.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cumulativeGasUsed !== undefined){
const _errs12 = errors;
if(!(validate81(data.cumulativeGasUsed, {instancePath:instancePath+"/cumulativeGasUsed",parentData:data,parentDataProperty:"cumulativeGasUsed",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs13 = errors;
if(!(validate81(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectiveGasPrice !== undefined){
const _errs14 = errors;
if(!(validate81(data.effectiveGasPrice, {instancePath:instancePath+"/effectiveGasPrice",parentData:data,parentDataProperty:"effectiveGasPrice",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractAddress !== undefined){
let data9 = data.contractAddress;
const _errs15 = errors;
const _errs16 = errors;
let valid2 = false;
const _errs17 = errors;
if(!(validate94(data9, {instancePath:instancePath+"/contractAddress",parentData:data,parentDataProperty:"contractAddress",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs18 = errors;
if(data9 !== null){
const err2 = {instancePath:instancePath+"/contractAddress",schemaPath:"#/properties/contractAddress/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/contractAddress",schemaPath:"#/properties/contractAddress/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate182.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logs !== undefined){
let data10 = data.logs;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data10)){
var valid3 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs22 = errors;
if(!(validate193(data10[i0], {instancePath:instancePath+"/logs/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate182.errors = [{instancePath:instancePath+"/logs",schemaPath:"#/properties/logs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logsBloom !== undefined){
const _errs23 = errors;
if(!(validate89(data.logsBloom, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data13 = data.status;
const _errs24 = errors;
if(typeof data13 !== "string"){
validate182.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data13 === "0x0") || (data13 === "0x1"))){
validate182.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema65.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data14 = data.type;
const _errs26 = errors;
if(typeof data14 !== "string"){
validate182.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "0x0") || (data14 === "0x1")) || (data14 === "0x2"))){
validate182.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs26 === errors;
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
validate182.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate182.errors = vErrors;
return errors === 0;
}


function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate182(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate181.errors = vErrors;
return false;
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
validate181.errors = vErrors;
return errors === 0;
}

export const params_eth_getLogs = validate205;
const schema67 = {"type":"array","items":[{"$ref":"#/definitions/Filter"}],"minItems":1,"maxItems":1,"additionalItems":false};
const schema68 = {"type":"object","properties":{"fromBlock":{"$ref":"#/definitions/BlockParameter"},"toBlock":{"$ref":"#/definitions/BlockParameter"},"address":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/AddressInput"}}]},"topics":{"type":"array","maxItems":4,"items":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}]}},"blockHash":{"$ref":"#/definitions/Hash32Input"}},"not":{"anyOf":[{"required":["blockHash","fromBlock"]},{"required":["blockHash","toBlock"]}]}};

function validate206(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.blockHash === undefined) && (missing0 = "blockHash")) || ((data.fromBlock === undefined) && (missing0 = "fromBlock"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.blockHash === undefined) && (missing1 = "blockHash")) || ((data.toBlock === undefined) && (missing1 = "toBlock"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
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
var valid0 = _errs2 === errors;
if(valid0){
validate206.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fromBlock !== undefined){
const _errs6 = errors;
if(!(validate25(data.fromBlock, {instancePath:instancePath+"/fromBlock",parentData:data,parentDataProperty:"fromBlock",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.toBlock !== undefined){
const _errs7 = errors;
if(!(validate25(data.toBlock, {instancePath:instancePath+"/toBlock",parentData:data,parentDataProperty:"toBlock",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.address !== undefined){
let data2 = data.address;
const _errs8 = errors;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(!(validate23(data2, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data2)){
var valid4 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate23(data2[i0], {instancePath:instancePath+"/address/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
const err3 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err4 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate206.errors = vErrors;
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
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.topics !== undefined){
let data4 = data.topics;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data4)){
if(data4.length > 4){
validate206.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid5 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs16 = errors;
const _errs17 = errors;
let valid6 = false;
const _errs18 = errors;
if(data5 !== null){
const err5 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs20 = errors;
if(!(validate65(data5, {instancePath:instancePath+"/topics/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var _valid2 = _errs20 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data5)){
var valid7 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
const _errs23 = errors;
if(!(validate65(data5[i2], {instancePath:instancePath+"/topics/" + i1+"/" + i2,parentData:data5,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid7 = _errs23 === errors;
if(!valid7){
break;
}
}
}
else {
const err6 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
}
}
if(!valid6){
const err7 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate206.errors = vErrors;
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
var valid5 = _errs16 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate206.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.blockHash !== undefined){
const _errs24 = errors;
if(!(validate65(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid2 = _errs24 === errors;
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
validate206.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate206.errors = vErrors;
return errors === 0;
}


function validate205(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate205.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate205.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate205.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate206(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate205.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate205.errors = vErrors;
return errors === 0;
}

export const result_eth_getLogs = validate215;
const schema69 = {"type":"array","items":{"$ref":"#/definitions/Log"}};

function validate215(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate193(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate215.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate215.errors = vErrors;
return errors === 0;
}

export const params_eth_newFilter = validate217;
const schema70 = {"type":"array","items":[{"$ref":"#/definitions/Filter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate217(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate217.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate217.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate217.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate206(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate217.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate217.errors = vErrors;
return errors === 0;
}

export const result_eth_newFilter = validate219;
const schema71 = {"type":"string","pattern":"^0x[1-9a-f][0-9a-f]{31}$"};
const pattern18 = new RegExp("^0x[1-9a-f][0-9a-f]{31}$", "u");

function validate219(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate219.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate219.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate219.errors = vErrors;
return errors === 0;
}

export const params_eth_newBlockFilter = validate220;
const schema72 = {"type":"array","maxItems":0};

function validate220(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate220.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate220.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate220.errors = vErrors;
return errors === 0;
}

export const result_eth_newBlockFilter = validate221;

function validate221(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate221.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate221.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate221.errors = vErrors;
return errors === 0;
}

export const params_eth_newPendingTransactionFilter = validate222;
const schema74 = {"type":"array","maxItems":0};

function validate222(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate222.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate222.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate222.errors = vErrors;
return errors === 0;
}

export const result_eth_newPendingTransactionFilter = validate223;

function validate223(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate223.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate223.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate223.errors = vErrors;
return errors === 0;
}

export const params_eth_getFilterChanges = validate224;
const schema76 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};
const schema77 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"};
const pattern21 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$", "u");

function validate225(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern21.test(data)){
validate225.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"+"\""}];
return false;
}
}
else {
validate225.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate225.errors = vErrors;
return errors === 0;
}


function validate224(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate224.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate224.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate224.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate225(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate224.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate224.errors = vErrors;
return errors === 0;
}

export const result_eth_getFilterChanges = validate227;
const schema78 = {"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Log"}},{"type":"array","items":{"$ref":"#/definitions/Hash32"}}]};

function validate227(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate193(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data)){
var valid2 = true;
const len1 = data.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate83(data[i1], {instancePath:instancePath+"/" + i1,parentData:data,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate227.errors = vErrors;
return false;
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
validate227.errors = vErrors;
return errors === 0;
}

export const params_eth_getFilterLogs = validate230;
const schema79 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate230(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate230.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate230.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate230.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate225(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate230.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate230.errors = vErrors;
return errors === 0;
}

export const result_eth_getFilterLogs = validate232;
const schema80 = {"type":"array","items":{"$ref":"#/definitions/Log"}};

function validate232(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate193(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate232.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate232.errors = vErrors;
return errors === 0;
}

export const params_eth_uninstallFilter = validate234;
const schema81 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate234(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate234.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate234.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate234.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate225(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate234.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate234.errors = vErrors;
return errors === 0;
}

export const result_eth_uninstallFilter = validate236;
const schema82 = {"type":"boolean"};

function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate236.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate236.errors = vErrors;
return errors === 0;
}

export const params_eth_subscribe = validate237;
const schema83 = {"type":"array","items":[{"$ref":"#/definitions/SubscriptionType"},{"$ref":"#/definitions/LogSubscriptionFilter"}],"minItems":1,"maxItems":2,"additionalItems":false};
const schema84 = {"type":"string","enum":["newHeads","logs","newPendingTransactions"]};

function validate238(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate238.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "newHeads") || (data === "logs")) || (data === "newPendingTransactions"))){
validate238.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema84.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate238.errors = vErrors;
return errors === 0;
}

const schema85 = {"type":"object","properties":{"address":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/AddressInput"}}]},"topics":{"type":"array","maxItems":4,"items":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}]}}}};

function validate240(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address !== undefined){
let data0 = data.address;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(validate23(data0, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data0)){
var valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate23(data0[i0], {instancePath:instancePath+"/address/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
const err0 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate240.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data2 = data.topics;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data2)){
if(data2.length > 4){
validate240.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
const _errs9 = errors;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs13 = errors;
if(!(validate65(data3, {instancePath:instancePath+"/topics/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data3)){
var valid5 = true;
const len2 = data3.length;
for(let i2=0; i2<len2; i2++){
const _errs16 = errors;
if(!(validate65(data3[i2], {instancePath:instancePath+"/topics/" + i1+"/" + i2,parentData:data3,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
if(!valid5){
break;
}
}
}
else {
const err3 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
}
}
if(!valid4){
const err4 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate240.errors = vErrors;
return false;
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
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate240.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate240.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate240.errors = vErrors;
return errors === 0;
}


function validate237(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate237.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate237.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate237.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate238(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate238.errors : vErrors.concat(validate238.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate240(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate237.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate237.errors = vErrors;
return errors === 0;
}

export const result_eth_subscribe = validate246;

function validate246(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate246.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate246.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate246.errors = vErrors;
return errors === 0;
}

export const params_eth_unsubscribe = validate247;
const schema87 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate247(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate247.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate247.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate247.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate225(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate247.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate247.errors = vErrors;
return errors === 0;
}

export const result_eth_unsubscribe = validate249;
const schema88 = {"type":"boolean"};

function validate249(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate249.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate249.errors = vErrors;
return errors === 0;
}

export const params_eth_sendRawTransaction = validate250;
const schema89 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate250(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate250.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate250.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate250.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate57(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate250.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate250.errors = vErrors;
return errors === 0;
}

export const result_eth_sendRawTransaction = validate252;

function validate252(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate252.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate252.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate252.errors = vErrors;
return errors === 0;
}

export const params_eth_sendTransaction = validate253;
const schema91 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate253(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate253.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate253.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate253.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate48(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate253.errors = vErrors;
return errors === 0;
}

export const result_eth_sendTransaction = validate255;

function validate255(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate255.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate255.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate255.errors = vErrors;
return errors === 0;
}

export const params_eth_signTransaction = validate256;
const schema93 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate256(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate256.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate256.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate256.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate48(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate256.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate256.errors = vErrors;
return errors === 0;
}

export const result_eth_signTransaction = validate258;
const schema94 = {"type":"object","additionalProperties":false,"required":["raw","tx"],"properties":{"raw":{"$ref":"#/definitions/Data"},"tx":{"$ref":"#/definitions/Transaction"}}};

function validate258(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.raw === undefined) && (missing0 = "raw")) || ((data.tx === undefined) && (missing0 = "tx"))){
validate258.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "raw") || (key0 === "tx"))){
validate258.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.raw !== undefined){
const _errs2 = errors;
if(!(validate98(data.raw, {instancePath:instancePath+"/raw",parentData:data,parentDataProperty:"raw",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tx !== undefined){
const _errs3 = errors;
if(!(validate105(data.tx, {instancePath:instancePath+"/tx",parentData:data,parentDataProperty:"tx",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate258.errors = vErrors;
return errors === 0;
}

export const params_eth_sign = validate261;
const schema95 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/DataInput"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate261(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate261.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate261.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate261.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate23(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate57(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate261.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate261.errors = vErrors;
return errors === 0;
}

export const result_eth_sign = validate264;
const schema96 = {"type":"string","pattern":"^0x[0-9a-f]{128}(1b|1c)$"};
const pattern25 = new RegExp("^0x[0-9a-f]{128}(1b|1c)$", "u");

function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern25.test(data)){
validate264.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{128}(1b|1c)$"},message:"must match pattern \""+"^0x[0-9a-f]{128}(1b|1c)$"+"\""}];
return false;
}
}
else {
validate264.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate264.errors = vErrors;
return errors === 0;
}

export const params_eth_signTypedData_v4 = validate265;
const schema97 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/TypedData"}],"minItems":2,"maxItems":2,"additionalItems":false};
const schema98 = {"anyOf":[{"type":"string"},{"type":"object","required":["types","primaryType","domain","message"],"properties":{"types":{"type":"object","additionalProperties":{"type":"array","items":{"type":"object","required":["name","type"],"properties":{"name":{"type":"string"},"type":{"type":"string"}}}}},"primaryType":{"type":"string"},"domain":{"type":"object"},"message":{"type":"object"}}}]};

function validate267(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.types === undefined) && (missing0 = "types")) || ((data.primaryType === undefined) && (missing0 = "primaryType"))) || ((data.domain === undefined) && (missing0 = "domain"))) || ((data.message === undefined) && (missing0 = "message"))){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.types !== undefined){
let data0 = data.types;
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
let data1 = data0[key0];
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data1)){
var valid3 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs10 = errors;
if(errors === _errs10){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.name === undefined) && (missing1 = "name")) || ((data2.type === undefined) && (missing1 = "type"))){
const err2 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/anyOf/1/properties/types/additionalProperties/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data2.name !== undefined){
const _errs12 = errors;
if(typeof data2.name !== "string"){
const err3 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/name",schemaPath:"#/anyOf/1/properties/types/additionalProperties/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.type !== undefined){
const _errs14 = errors;
if(typeof data2.type !== "string"){
const err4 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/type",schemaPath:"#/anyOf/1/properties/types/additionalProperties/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/anyOf/1/properties/types/additionalProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid3 = _errs10 === errors;
if(!valid3){
break;
}
}
}
else {
const err6 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/anyOf/1/properties/types/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
const err7 = {instancePath:instancePath+"/types",schemaPath:"#/anyOf/1/properties/types/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.primaryType !== undefined){
const _errs16 = errors;
if(typeof data.primaryType !== "string"){
const err8 = {instancePath:instancePath+"/primaryType",schemaPath:"#/anyOf/1/properties/primaryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.domain !== undefined){
let data6 = data.domain;
const _errs18 = errors;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err9 = {instancePath:instancePath+"/domain",schemaPath:"#/anyOf/1/properties/domain/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.message !== undefined){
let data7 = data.message;
const _errs20 = errors;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err10 = {instancePath:instancePath+"/message",schemaPath:"#/anyOf/1/properties/message/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid1 = _errs20 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err12 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate267.errors = vErrors;
return false;
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
validate267.errors = vErrors;
return errors === 0;
}


function validate265(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate265.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate265.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate265.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate23(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate267(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate267.errors : vErrors.concat(validate267.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate265.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate265.errors = vErrors;
return errors === 0;
}

export const result_eth_signTypedData_v4 = validate269;

function validate269(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern25.test(data)){
validate269.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{128}(1b|1c)$"},message:"must match pattern \""+"^0x[0-9a-f]{128}(1b|1c)$"+"\""}];
return false;
}
}
else {
validate269.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate269.errors = vErrors;
return errors === 0;
}

export const params_eth_chainId = validate270;
const schema100 = {"type":"array","maxItems":0};

function validate270(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate270.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate270.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate270.errors = vErrors;
return errors === 0;
}

export const result_eth_chainId = validate271;

function validate271(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate271.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate271.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate271.errors = vErrors;
return errors === 0;
}

export const params_eth_blockNumber = validate272;
const schema102 = {"type":"array","maxItems":0};

function validate272(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate272.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate272.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate272.errors = vErrors;
return errors === 0;
}

export const result_eth_blockNumber = validate273;

function validate273(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate273.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate273.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate273.errors = vErrors;
return errors === 0;
}

export const params_eth_syncing = validate274;
const schema104 = {"type":"array","maxItems":0};

function validate274(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate274.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate274.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate274.errors = vErrors;
return errors === 0;
}

export const result_eth_syncing = validate275;
const schema105 = {"anyOf":[{"type":"boolean","enum":[false]},{"$ref":"#/definitions/SyncProgress"}]};
const schema106 = {"type":"object","additionalProperties":false,"required":["startingBlock","currentBlock","highestBlock"],"properties":{"startingBlock":{"$ref":"#/definitions/Quantity"},"currentBlock":{"$ref":"#/definitions/Quantity"},"highestBlock":{"$ref":"#/definitions/Quantity"}}};

function validate276(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.startingBlock === undefined) && (missing0 = "startingBlock")) || ((data.currentBlock === undefined) && (missing0 = "currentBlock"))) || ((data.highestBlock === undefined) && (missing0 = "highestBlock"))){
validate276.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "startingBlock") || (key0 === "currentBlock")) || (key0 === "highestBlock"))){
validate276.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.startingBlock !== undefined){
const _errs2 = errors;
if(!(validate81(data.startingBlock, {instancePath:instancePath+"/startingBlock",parentData:data,parentDataProperty:"startingBlock",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentBlock !== undefined){
const _errs3 = errors;
if(!(validate81(data.currentBlock, {instancePath:instancePath+"/currentBlock",parentData:data,parentDataProperty:"currentBlock",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highestBlock !== undefined){
const _errs4 = errors;
if(!(validate81(data.highestBlock, {instancePath:instancePath+"/highestBlock",parentData:data,parentDataProperty:"highestBlock",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
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
}
else {
validate276.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate276.errors = vErrors;
return errors === 0;
}


function validate275(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data === false)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema105.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate276(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate275.errors = vErrors;
return false;
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
validate275.errors = vErrors;
return errors === 0;
}

export const params_eth_accounts = validate281;
const schema107 = {"type":"array","maxItems":0};

function validate281(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate281.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate281.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate281.errors = vErrors;
return errors === 0;
}

export const result_eth_accounts = validate282;
const schema108 = {"type":"array","items":{"$ref":"#/definitions/Address"}};

function validate282(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate94(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate282.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate282.errors = vErrors;
return errors === 0;
}

export const params_eth_coinbase = validate284;
const schema109 = {"type":"array","maxItems":0};

function validate284(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate284.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate284.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate284.errors = vErrors;
return errors === 0;
}

export const result_eth_coinbase = validate285;

function validate285(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern16.test(data)){
validate285.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\""}];
return false;
}
}
else {
validate285.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate285.errors = vErrors;
return errors === 0;
}

export const params_eth_gasPrice = validate286;
const schema111 = {"type":"array","maxItems":0};

function validate286(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate286.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate286.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate286.errors = vErrors;
return errors === 0;
}

export const result_eth_gasPrice = validate287;

function validate287(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate287.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate287.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate287.errors = vErrors;
return errors === 0;
}

export const params_eth_maxPriorityFeePerGas = validate288;
const schema113 = {"type":"array","maxItems":0};

function validate288(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate288.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate288.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate288.errors = vErrors;
return errors === 0;
}

export const result_eth_maxPriorityFeePerGas = validate289;

function validate289(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate289.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate289.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate289.errors = vErrors;
return errors === 0;
}

export const params_eth_feeHistory = validate290;
const schema115 = {"type":"array","items":[{"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"type":"integer","minimum":0}]},{"$ref":"#/definitions/BlockParameter"},{"type":"array","items":{"type":"number","minimum":0,"maximum":100}}],"minItems":2,"maxItems":3,"additionalItems":false};

function validate290(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate290.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate290.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate290.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
let data0 = data[0];
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(validate26(data0, {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/0",schemaPath:"#/items/0/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs4){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/0",schemaPath:"#/items/0/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {instancePath:instancePath+"/0",schemaPath:"#/items/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate290.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs6 = errors;
if(!(validate25(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
if(valid0){
if(len1 > 2){
let data2 = data[2];
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data2)){
var valid2 = true;
const len2 = data2.length;
for(let i0=0; i0<len2; i0++){
let data3 = data2[i0];
const _errs9 = errors;
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate290.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate290.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate290.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate290.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
}
}
}
}
}
}
else {
validate290.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate290.errors = vErrors;
return errors === 0;
}

export const result_eth_feeHistory = validate293;
const schema116 = {"type":"object","additionalProperties":false,"required":["oldestBlock","baseFeePerGas","gasUsedRatio"],"properties":{"oldestBlock":{"$ref":"#/definitions/Quantity"},"baseFeePerGas":{"type":"array","items":{"$ref":"#/definitions/Quantity"}},"gasUsedRatio":{"type":"array","items":{"type":"number","minimum":0}},"reward":{"type":"array","items":{"type":"array","items":{"$ref":"#/definitions/Quantity"}}}}};

function validate293(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.oldestBlock === undefined) && (missing0 = "oldestBlock")) || ((data.baseFeePerGas === undefined) && (missing0 = "baseFeePerGas"))) || ((data.gasUsedRatio === undefined) && (missing0 = "gasUsedRatio"))){
validate293.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "oldestBlock") || (key0 === "baseFeePerGas")) || (key0 === "gasUsedRatio")) || (key0 === "reward"))){
validate293.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.oldestBlock !== undefined){
const _errs2 = errors;
if(!(validate81(data.oldestBlock, {instancePath:instancePath+"/oldestBlock",parentData:data,parentDataProperty:"oldestBlock",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseFeePerGas !== undefined){
let data1 = data.baseFeePerGas;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate81(data1[i0], {instancePath:instancePath+"/baseFeePerGas/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate293.errors = [{instancePath:instancePath+"/baseFeePerGas",schemaPath:"#/properties/baseFeePerGas/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsedRatio !== undefined){
let data3 = data.gasUsedRatio;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs8 = errors;
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate293.errors = [{instancePath:instancePath+"/gasUsedRatio/" + i1,schemaPath:"#/properties/gasUsedRatio/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate293.errors = [{instancePath:instancePath+"/gasUsedRatio/" + i1,schemaPath:"#/properties/gasUsedRatio/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
validate293.errors = [{instancePath:instancePath+"/gasUsedRatio",schemaPath:"#/properties/gasUsedRatio/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward !== undefined){
let data5 = data.reward;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid3 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
let data6 = data5[i2];
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data6)){
var valid4 = true;
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
const _errs14 = errors;
if(!(validate81(data6[i3], {instancePath:instancePath+"/reward/" + i2+"/" + i3,parentData:data6,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid4 = _errs14 === errors;
if(!valid4){
break;
}
}
}
else {
validate293.errors = [{instancePath:instancePath+"/reward/" + i2,schemaPath:"#/properties/reward/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
else {
validate293.errors = [{instancePath:instancePath+"/reward",schemaPath:"#/properties/reward/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate293.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate293.errors = vErrors;
return errors === 0;
}

export const params_eth_getWork = validate297;
const schema117 = {"type":"array","maxItems":0};

function validate297(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate297.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate297.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate297.errors = vErrors;
return errors === 0;
}

export const result_eth_getWork = validate298;
const schema118 = {"type":"array","items":[{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Hash32"}],"minItems":3,"maxItems":3,"additionalItems":false};

function validate298(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate298.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate298.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate298.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate83(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate83(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate83(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate298.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate298.errors = vErrors;
return errors === 0;
}

export const params_eth_submitWork = validate302;
const schema119 = {"type":"array","items":[{"$ref":"#/definitions/Bytes8Input"},{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Hash32Input"}],"minItems":3,"maxItems":3,"additionalItems":false};
const schema120 = {"type":"string","pattern":"^0x[0-9a-fA-F]{16}$"};
const pattern32 = new RegExp("^0x[0-9a-fA-F]{16}$", "u");

function validate303(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern32.test(data)){
validate303.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{16}$"+"\""}];
return false;
}
}
else {
validate303.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate303.errors = vErrors;
return errors === 0;
}


function validate302(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate302.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate302.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate302.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate303(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate303.errors : vErrors.concat(validate303.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate65(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate65(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate302.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate302.errors = vErrors;
return errors === 0;
}

export const result_eth_submitWork = validate307;
const schema121 = {"type":"boolean"};

function validate307(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate307.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate307.errors = vErrors;
return errors === 0;
}

export const params_eth_submitHashrate = validate308;
const schema122 = {"type":"array","items":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/Hash32Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate308(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate308.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate308.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate308.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate26(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate65(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate308.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate308.errors = vErrors;
return errors === 0;
}

export const result_eth_submitHashrate = validate311;
const schema123 = {"type":"boolean"};

function validate311(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate311.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate311.errors = vErrors;
return errors === 0;
}

export const params_eth_mining = validate312;
const schema124 = {"type":"array","maxItems":0};

function validate312(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate312.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate312.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate312.errors = vErrors;
return errors === 0;
}

export const result_eth_mining = validate313;
const schema125 = {"type":"boolean"};

function validate313(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate313.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate313.errors = vErrors;
return errors === 0;
}

export const params_eth_hashrate = validate314;
const schema126 = {"type":"array","maxItems":0};

function validate314(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate314.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate314.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate314.errors = vErrors;
return errors === 0;
}

export const result_eth_hashrate = validate315;

function validate315(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate315.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate315.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate315.errors = vErrors;
return errors === 0;
}

export const params_net_version = validate316;
const schema128 = {"type":"array","maxItems":0};

function validate316(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate316.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate316.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate316.errors = vErrors;
return errors === 0;
}

export const result_net_version = validate317;
const schema129 = {"type":"string","pattern":"^(0|[1-9][0-9]*)$"};
const pattern34 = new RegExp("^(0|[1-9][0-9]*)$", "u");

function validate317(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern34.test(data)){
validate317.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""}];
return false;
}
}
else {
validate317.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate317.errors = vErrors;
return errors === 0;
}

export const params_net_listening = validate318;
const schema130 = {"type":"array","maxItems":0};

function validate318(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate318.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate318.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate318.errors = vErrors;
return errors === 0;
}

export const result_net_listening = validate319;
const schema131 = {"type":"boolean"};

function validate319(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate319.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate319.errors = vErrors;
return errors === 0;
}

export const params_net_peerCount = validate320;
const schema132 = {"type":"array","maxItems":0};

function validate320(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate320.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate320.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate320.errors = vErrors;
return errors === 0;
}

export const result_net_peerCount = validate321;

function validate321(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate321.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate321.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate321.errors = vErrors;
return errors === 0;
}

export const params_personal_sign = validate322;
const schema134 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"},{"$ref":"#/definitions/AddressInput"},{"type":"string"}],"minItems":2,"maxItems":3,"additionalItems":false};

function validate322(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate322.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate322.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate322.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate57(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate23(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(typeof data[2] !== "string"){
validate322.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate322.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate322.errors = vErrors;
return errors === 0;
}

export const result_personal_sign = validate325;

function validate325(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern25.test(data)){
validate325.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{128}(1b|1c)$"},message:"must match pattern \""+"^0x[0-9a-f]{128}(1b|1c)$"+"\""}];
return false;
}
}
else {
validate325.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate325.errors = vErrors;
return errors === 0;
}

export const params_txpool_content = validate326;
const schema136 = {"type":"array","maxItems":0};

function validate326(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate326.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate326.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate326.errors = vErrors;
return errors === 0;
}

export const result_txpool_content = validate327;
const schema137 = {"type":"object","additionalProperties":false,"required":["pending","queued"],"properties":{"pending":{"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"$ref":"#/definitions/Transaction"}}},"queued":{"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"$ref":"#/definitions/Transaction"}}}}};

function validate327(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.pending === undefined) && (missing0 = "pending")) || ((data.queued === undefined) && (missing0 = "queued"))){
validate327.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "pending") || (key0 === "queued"))){
validate327.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.pending !== undefined){
let data0 = data.pending;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs4 = errors;
if(typeof key1 === "string"){
if(!pattern0.test(key1)){
const err0 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
const err1 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate327.errors = vErrors;
return false;
break;
}
}
if(valid1){
for(const key2 in data0){
let data1 = data0[key2];
const _errs6 = errors;
if(errors === _errs6){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key3 in data1){
const _errs8 = errors;
if(typeof key3 === "string"){
if(!pattern34.test(key3)){
const err2 = {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
const err3 = {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate327.errors = vErrors;
return false;
break;
}
}
if(valid3){
for(const key4 in data1){
const _errs10 = errors;
if(!(validate105(data1[key4], {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate327.errors = [{instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate327.errors = [{instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued !== undefined){
let data3 = data.queued;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key5 in data3){
const _errs13 = errors;
if(typeof key5 === "string"){
if(!pattern0.test(key5)){
const err4 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid5 = _errs13 === errors;
if(!valid5){
const err5 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate327.errors = vErrors;
return false;
break;
}
}
if(valid5){
for(const key6 in data3){
let data4 = data3[key6];
const _errs15 = errors;
if(errors === _errs15){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key7 in data4){
const _errs17 = errors;
if(typeof key7 === "string"){
if(!pattern34.test(key7)){
const err6 = {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid7 = _errs17 === errors;
if(!valid7){
const err7 = {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key7},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate327.errors = vErrors;
return false;
break;
}
}
if(valid7){
for(const key8 in data4){
const _errs19 = errors;
if(!(validate105(data4[key8], {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key8,rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid8 = _errs19 === errors;
if(!valid8){
break;
}
}
}
}
else {
validate327.errors = [{instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs15 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate327.errors = [{instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate327.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate327.errors = vErrors;
return errors === 0;
}

export const params_txpool_inspect = validate330;
const schema138 = {"type":"array","maxItems":0};

function validate330(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate330.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate330.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate330.errors = vErrors;
return errors === 0;
}

export const result_txpool_inspect = validate331;
const schema139 = {"type":"object","additionalProperties":false,"required":["pending","queued"],"properties":{"pending":{"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"type":"string"}}},"queued":{"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"type":"string"}}}}};

function validate331(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.pending === undefined) && (missing0 = "pending")) || ((data.queued === undefined) && (missing0 = "queued"))){
validate331.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "pending") || (key0 === "queued"))){
validate331.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.pending !== undefined){
let data0 = data.pending;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs4 = errors;
if(typeof key1 === "string"){
if(!pattern0.test(key1)){
const err0 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
const err1 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate331.errors = vErrors;
return false;
break;
}
}
if(valid1){
for(const key2 in data0){
let data1 = data0[key2];
const _errs6 = errors;
if(errors === _errs6){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key3 in data1){
const _errs8 = errors;
if(typeof key3 === "string"){
if(!pattern34.test(key3)){
const err2 = {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
const err3 = {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate331.errors = vErrors;
return false;
break;
}
}
if(valid3){
for(const key4 in data1){
const _errs10 = errors;
if(typeof data1[key4] !== "string"){
validate331.errors = [{instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate331.errors = [{instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate331.errors = [{instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued !== undefined){
let data3 = data.queued;
const _errs12 = errors;
if(errors === _errs12){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key5 in data3){
const _errs14 = errors;
if(typeof key5 === "string"){
if(!pattern0.test(key5)){
const err4 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid5 = _errs14 === errors;
if(!valid5){
const err5 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate331.errors = vErrors;
return false;
break;
}
}
if(valid5){
for(const key6 in data3){
let data4 = data3[key6];
const _errs16 = errors;
if(errors === _errs16){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key7 in data4){
const _errs18 = errors;
if(typeof key7 === "string"){
if(!pattern34.test(key7)){
const err6 = {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid7 = _errs18 === errors;
if(!valid7){
const err7 = {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key7},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate331.errors = vErrors;
return false;
break;
}
}
if(valid7){
for(const key8 in data4){
const _errs20 = errors;
if(typeof data4[key8] !== "string"){
validate331.errors = [{instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs20 === errors;
if(!valid8){
break;
}
}
}
}
else {
validate331.errors = [{instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs16 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate331.errors = [{instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate331.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate331.errors = vErrors;
return errors === 0;
}

export const params_txpool_status = validate332;
const schema140 = {"type":"array","maxItems":0};

function validate332(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate332.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate332.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate332.errors = vErrors;
return errors === 0;
}

export const result_txpool_status = validate333;
const schema141 = {"type":"object","additionalProperties":false,"required":["pending","queued"],"properties":{"pending":{"$ref":"#/definitions/Quantity"},"queued":{"$ref":"#/definitions/Quantity"}}};

function validate333(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.pending === undefined) && (missing0 = "pending")) || ((data.queued === undefined) && (missing0 = "queued"))){
validate333.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "pending") || (key0 === "queued"))){
validate333.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.pending !== undefined){
const _errs2 = errors;
if(!(validate81(data.pending, {instancePath:instancePath+"/pending",parentData:data,parentDataProperty:"pending",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued !== undefined){
const _errs3 = errors;
if(!(validate81(data.queued, {instancePath:instancePath+"/queued",parentData:data,parentDataProperty:"queued",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate333.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate333.errors = vErrors;
return errors === 0;
}

export const params_web3_clientVersion = validate336;
const schema142 = {"type":"array","maxItems":0};

function validate336(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate336.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate336.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate336.errors = vErrors;
return errors === 0;
}

export const result_web3_clientVersion = validate337;
const schema143 = {"type":"string"};

function validate337(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate337.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate337.errors = vErrors;
return errors === 0;
}

export const params_web3_sha3 = validate338;
const schema144 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate338(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate338.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate338.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate338.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate57(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate338.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate338.errors = vErrors;
return errors === 0;
}

export const result_web3_sha3 = validate340;

function validate340(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate340.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate340.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate340.errors = vErrors;
return errors === 0;
}

export const params_client_nextNonce = validate341;
const schema146 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate341(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate341.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate341.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate341.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate23(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate341.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate341.errors = vErrors;
return errors === 0;
}

export const result_client_nextNonce = validate343;

function validate343(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate343.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate343.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate343.errors = vErrors;
return errors === 0;
}

export const params_rpc_discover = validate344;
const schema148 = {"type":"array","maxItems":0};

function validate344(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate344.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate344.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate344.errors = vErrors;
return errors === 0;
}

export const result_rpc_discover = validate345;
const schema149 = {"type":"object","required":["openrpc","info","methods"],"properties":{"openrpc":{"type":"string"},"info":{"type":"object","additionalProperties":true},"methods":{"type":"array"},"components":{"type":"object","additionalProperties":true}},"additionalProperties":true};

function validate345(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.openrpc === undefined) && (missing0 = "openrpc")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.methods === undefined) && (missing0 = "methods"))){
validate345.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.openrpc !== undefined){
const _errs2 = errors;
if(typeof data.openrpc !== "string"){
validate345.errors = [{instancePath:instancePath+"/openrpc",schemaPath:"#/properties/openrpc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.info !== undefined){
let data1 = data.info;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate345.errors = [{instancePath:instancePath+"/info",schemaPath:"#/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.methods !== undefined){
const _errs7 = errors;
if(!(Array.isArray(data.methods))){
validate345.errors = [{instancePath:instancePath+"/methods",schemaPath:"#/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.components !== undefined){
let data3 = data.components;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate345.errors = [{instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
validate345.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate345.errors = vErrors;
return errors === 0;
}

