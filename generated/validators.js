// generated from openrpc.json; do not edit

export const params_eth_getBalance = validate22;
const schema7 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":2,"maxItems":2,"additionalItems":false};
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

const schema9 = {"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/BlockTag"},{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/BlockSelector"}]};
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

const schema11 = {"type":"string","enum":["latest","earliest","pending","safe","finalized"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "latest") || (data === "earliest")) || (data === "pending")) || (data === "safe")) || (data === "finalized"))){
validate28.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate28.errors = vErrors;
return errors === 0;
}

const schema12 = {"type":"string","pattern":"^0x[0-9a-fA-F]{64}$"};
const pattern2 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate30.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

const schema13 = {"type":"object","properties":{"blockNumber":{"$ref":"#/definitions/BlockParameter"},"blockHash":{"$ref":"#/definitions/Hash32Input"},"requireCanonical":{"type":"boolean"}},"allOf":[{"not":{"required":["blockHash","blockNumber"]}},{"not":{"not":{"anyOf":[{"required":["blockHash"]},{"required":["blockNumber"]}]}}}]};
const schema14 = {"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/BlockTag"}]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate33.errors = vErrors;
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
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.blockHash === undefined) && (missing0 = "blockHash")) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))){
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
validate32.errors = [{instancePath,schemaPath:"#/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"}];
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
if(valid0){
const _errs4 = errors;
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
let valid4 = false;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.blockHash === undefined) && (missing1 = "blockHash")){
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
var _valid0 = _errs10 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.blockNumber === undefined) && (missing2 = "blockNumber")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
var valid3 = _errs8 === errors;
if(valid3){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
var valid2 = _errs6 === errors;
if(valid2){
validate32.errors = [{instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.blockNumber !== undefined){
const _errs12 = errors;
if(!(validate33(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid5 = _errs12 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.blockHash !== undefined){
const _errs13 = errors;
if(!(validate30(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requireCanonical !== undefined){
const _errs14 = errors;
if(typeof data.requireCanonical !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/requireCanonical",schemaPath:"#/properties/requireCanonical/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
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
if(!valid0){
const _errs3 = errors;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
}
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

export const result_eth_getBalance = validate40;
const schema15 = {"type":"string","pattern":"^0x(0|[1-9a-f][0-9a-f]{0,63})$"};
const pattern3 = new RegExp("^0x(0|[1-9a-f][0-9a-f]{0,63})$", "u");

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate40.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}

export const params_eth_getCode = validate41;
const schema16 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate41.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate41.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate41.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
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
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}

export const result_eth_getCode = validate44;
const schema17 = {"type":"string","pattern":"^0x([0-9a-f]{2})*$"};
const pattern4 = new RegExp("^0x([0-9a-f]{2})*$", "u");

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate44.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}

export const params_eth_getStorageAt = validate45;
const schema18 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/StorageSlotInput"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":3,"maxItems":3,"additionalItems":false};
const schema19 = {"type":"string","pattern":"^0x[0-9a-fA-F]{1,64}$"};
const pattern5 = new RegExp("^0x[0-9a-fA-F]{1,64}$", "u");

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate47.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{1,64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{1,64}$"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate45.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate45.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate45.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
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
if(!(validate47(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
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
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}

export const result_eth_getStorageAt = validate50;
const schema20 = {"type":"string","pattern":"^0x[0-9a-f]{64}$"};
const pattern6 = new RegExp("^0x[0-9a-f]{64}$", "u");

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern6.test(data)){
validate50.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionCount = validate51;
const schema21 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate51.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate51.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate51.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
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
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionCount = validate54;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate54.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}

export const params_eth_call = validate55;
const schema23 = {"type":"array","items":[{"$ref":"#/definitions/CallObject"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":2,"maxItems":2,"additionalItems":false};
const schema24 = {"allOf":[{"$ref":"#/definitions/TransactionArgs"}]};
const schema25 = {"type":"object","properties":{"from":{"$ref":"#/definitions/AddressInput"},"to":{"$ref":"#/definitions/AddressInput"},"gas":{"$ref":"#/definitions/Uint64Input"},"gasPrice":{"$ref":"#/definitions/QuantityInput"},"maxFeePerGas":{"$ref":"#/definitions/QuantityInput"},"maxPriorityFeePerGas":{"$ref":"#/definitions/QuantityInput"},"value":{"$ref":"#/definitions/QuantityInput"},"data":{"$ref":"#/definitions/DataInput"},"input":{"$ref":"#/definitions/DataInput"},"nonce":{"$ref":"#/definitions/Uint64Input"},"type":{"$ref":"#/definitions/Uint64Input"},"chainId":{"$ref":"#/definitions/QuantityInput"},"accessList":{"$ref":"#/definitions/AccessListInput"}}};
const schema26 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"};
const pattern8 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$", "u");

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern8.test(data)){
validate61.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}

const schema27 = {"type":"string","pattern":"^0x([0-9a-fA-F]{2})*$"};
const pattern9 = new RegExp("^0x([0-9a-fA-F]{2})*$", "u");

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern9.test(data)){
validate66.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-fA-F]{2})*$"},message:"must match pattern \""+"^0x([0-9a-fA-F]{2})*$"+"\""}];
return false;
}
}
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}

const schema28 = {"type":"array","items":{"type":"object","required":["address","storageKeys"],"properties":{"address":{"$ref":"#/definitions/AddressInput"},"storageKeys":{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}}}};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate72.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate30(data2[i1], {instancePath:instancePath+"/" + i0+"/storageKeys/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/" + i0+"/storageKeys",schemaPath:"#/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate72.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}


function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate61(data.gasPrice, {instancePath:instancePath+"/gasPrice",parentData:data,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
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
if(!(validate61(data.maxFeePerGas, {instancePath:instancePath+"/maxFeePerGas",parentData:data,parentDataProperty:"maxFeePerGas",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
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
if(!(validate61(data.maxPriorityFeePerGas, {instancePath:instancePath+"/maxPriorityFeePerGas",parentData:data,parentDataProperty:"maxPriorityFeePerGas",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
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
if(!(validate61(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
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
if(!(validate66(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
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
if(!(validate66(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
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
if(!(validate61(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
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
if(!(validate72(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
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
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
validate56.errors = vErrors;
return errors === 0;
}


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate55.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate55.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate55.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate56(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}

export const result_eth_call = validate79;

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate79.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}

export const params_eth_estimateGas = validate80;
const schema30 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":1,"maxItems":2,"additionalItems":false};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate80.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate80.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate80.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
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
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}

export const result_eth_estimateGas = validate83;

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate83.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
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

export const params_eth_getBlockByNumber = validate84;
const schema32 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"type":"boolean"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate84.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate84.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate84.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate33(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(typeof data[1] !== "boolean"){
validate84.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockByNumber = validate86;
const schema33 = {"oneOf":[{"$ref":"#/definitions/Block"},{"type":"null"}]};
const schema34 = {"allOf":[{"$ref":"#/definitions/BlockBase"},{"required":["transactions"]}]};
const schema35 = {"type":"object","additionalProperties":false,"required":["number","hash","parentHash","nonce","sha3Uncles","logsBloom","transactionsRoot","stateRoot","receiptsRoot","miner","difficulty","totalDifficulty","extraData","size","gasLimit","gasUsed","timestamp","uncles","mixHash","baseFeePerGas"],"properties":{"number":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"hash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"parentHash":{"$ref":"#/definitions/Hash32"},"nonce":{"anyOf":[{"$ref":"#/definitions/Bytes8"},{"type":"null"}]},"sha3Uncles":{"$ref":"#/definitions/Hash32"},"logsBloom":{"anyOf":[{"$ref":"#/definitions/Bloom"},{"type":"null"}]},"transactionsRoot":{"$ref":"#/definitions/Hash32"},"stateRoot":{"$ref":"#/definitions/Hash32"},"receiptsRoot":{"$ref":"#/definitions/Hash32"},"miner":{"$ref":"#/definitions/Address"},"difficulty":{"$ref":"#/definitions/Quantity"},"totalDifficulty":{"$ref":"#/definitions/Quantity"},"extraData":{"$ref":"#/definitions/Data"},"size":{"$ref":"#/definitions/Quantity"},"gasLimit":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"timestamp":{"$ref":"#/definitions/Quantity"},"transactions":{"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Hash32"}},{"type":"array","items":{"$ref":"#/definitions/Transaction"}}]},"uncles":{"type":"array","items":{"$ref":"#/definitions/Hash32"}},"mixHash":{"$ref":"#/definitions/Hash32"},"baseFeePerGas":{"$ref":"#/definitions/Quantity"}}};
const func2 = Object.prototype.hasOwnProperty;

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate89.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
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


function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern6.test(data)){
validate91.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}

const schema38 = {"type":"string","pattern":"^0x[0-9a-f]{16}$"};
const pattern14 = new RegExp("^0x[0-9a-f]{16}$", "u");

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern14.test(data)){
validate94.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{16}$"},message:"must match pattern \""+"^0x[0-9a-f]{16}$"+"\""}];
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

const schema39 = {"type":"string","pattern":"^0x[0-9a-f]{512}$"};
const pattern15 = new RegExp("^0x[0-9a-f]{512}$", "u");

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern15.test(data)){
validate97.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{512}$"},message:"must match pattern \""+"^0x[0-9a-f]{512}$"+"\""}];
return false;
}
}
else {
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}

const schema40 = {"type":"string","pattern":"^0x[0-9a-f]{40}$"};
const pattern16 = new RegExp("^0x[0-9a-f]{40}$", "u");

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern16.test(data)){
validate102.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\""}];
return false;
}
}
else {
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}


function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate106.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate106.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}

const schema42 = {"type":"object","additionalProperties":false,"required":["hash","nonce","blockHash","blockNumber","transactionIndex","from","to","value","gasPrice","gas","input","type","v","r","s"],"properties":{"hash":{"$ref":"#/definitions/Hash32"},"nonce":{"$ref":"#/definitions/Quantity"},"blockHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockNumber":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"from":{"$ref":"#/definitions/Address"},"to":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"value":{"$ref":"#/definitions/Quantity"},"gasPrice":{"$ref":"#/definitions/Quantity"},"gas":{"$ref":"#/definitions/Quantity"},"input":{"$ref":"#/definitions/Data"},"type":{"type":"string","enum":["0x0","0x1","0x2"]},"chainId":{"$ref":"#/definitions/Quantity"},"maxFeePerGas":{"$ref":"#/definitions/Quantity"},"maxPriorityFeePerGas":{"$ref":"#/definitions/Quantity"},"accessList":{"$ref":"#/definitions/AccessList"},"v":{"$ref":"#/definitions/Quantity"},"r":{"$ref":"#/definitions/Quantity"},"s":{"$ref":"#/definitions/Quantity"},"yParity":{"type":"string","enum":["0x0","0x1"]}}};
const schema43 = {"type":"array","items":{"type":"object","additionalProperties":false,"required":["address","storageKeys"],"properties":{"address":{"$ref":"#/definitions/Address"},"storageKeys":{"type":"array","items":{"$ref":"#/definitions/Hash32"}}}}};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate128.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs3 = errors;
for(const key0 in data0){
if(!((key0 === "address") || (key0 === "storageKeys"))){
validate128.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs3 === errors){
if(data0.address !== undefined){
const _errs4 = errors;
if(!(validate102(data0.address, {instancePath:instancePath+"/" + i0+"/address",parentData:data0,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
if(!(validate91(data2[i1], {instancePath:instancePath+"/" + i0+"/storageKeys/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/" + i0+"/storageKeys",schemaPath:"#/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate128.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate128.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}


function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.hash === undefined) && (missing0 = "hash")) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.gasPrice === undefined) && (missing0 = "gasPrice"))) || ((data.gas === undefined) && (missing0 = "gas"))) || ((data.input === undefined) && (missing0 = "input"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.v === undefined) && (missing0 = "v"))) || ((data.r === undefined) && (missing0 = "r"))) || ((data.s === undefined) && (missing0 = "s"))){
validate113.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema42.properties, key0))){
validate113.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.hash !== undefined){
const _errs2 = errors;
if(!(validate91(data.hash, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate89(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate91(data2, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
validate113.errors = vErrors;
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
if(!(validate89(data3, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate113.errors = vErrors;
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
if(!(validate89(data4, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate113.errors = vErrors;
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
if(!(validate102(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
if(!(validate102(data6, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs25 = errors;
if(!(validate89(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.gasPrice, {instancePath:instancePath+"/gasPrice",parentData:data,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.gas, {instancePath:instancePath+"/gas",parentData:data,parentDataProperty:"gas",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate106(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
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
validate113.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data11 === "0x0") || (data11 === "0x1")) || (data11 === "0x2"))){
validate113.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema42.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
if(!(validate89(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.maxFeePerGas, {instancePath:instancePath+"/maxFeePerGas",parentData:data,parentDataProperty:"maxFeePerGas",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.maxPriorityFeePerGas, {instancePath:instancePath+"/maxPriorityFeePerGas",parentData:data,parentDataProperty:"maxPriorityFeePerGas",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate128(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
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
if(!(validate89(data.v, {instancePath:instancePath+"/v",parentData:data,parentDataProperty:"v",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.r, {instancePath:instancePath+"/r",parentData:data,parentDataProperty:"r",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.s, {instancePath:instancePath+"/s",parentData:data,parentDataProperty:"s",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate113.errors = [{instancePath:instancePath+"/yParity",schemaPath:"#/properties/yParity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data19 === "0x0") || (data19 === "0x1"))){
validate113.errors = [{instancePath:instancePath+"/yParity",schemaPath:"#/properties/yParity/enum",keyword:"enum",params:{allowedValues: schema42.properties.yParity.enum},message:"must be equal to one of the allowed values"}];
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
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((data.number === undefined) && (missing0 = "number")) || ((data.hash === undefined) && (missing0 = "hash"))) || ((data.parentHash === undefined) && (missing0 = "parentHash"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.sha3Uncles === undefined) && (missing0 = "sha3Uncles"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.transactionsRoot === undefined) && (missing0 = "transactionsRoot"))) || ((data.stateRoot === undefined) && (missing0 = "stateRoot"))) || ((data.receiptsRoot === undefined) && (missing0 = "receiptsRoot"))) || ((data.miner === undefined) && (missing0 = "miner"))) || ((data.difficulty === undefined) && (missing0 = "difficulty"))) || ((data.totalDifficulty === undefined) && (missing0 = "totalDifficulty"))) || ((data.extraData === undefined) && (missing0 = "extraData"))) || ((data.size === undefined) && (missing0 = "size"))) || ((data.gasLimit === undefined) && (missing0 = "gasLimit"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.timestamp === undefined) && (missing0 = "timestamp"))) || ((data.uncles === undefined) && (missing0 = "uncles"))) || ((data.mixHash === undefined) && (missing0 = "mixHash"))) || ((data.baseFeePerGas === undefined) && (missing0 = "baseFeePerGas"))){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema35.properties, key0))){
validate88.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
if(!(validate89(data0, {instancePath:instancePath+"/number",parentData:data,parentDataProperty:"number",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate88.errors = vErrors;
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
if(!(validate91(data1, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
validate88.errors = vErrors;
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
if(!(validate91(data.parentHash, {instancePath:instancePath+"/parentHash",parentData:data,parentDataProperty:"parentHash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate94(data3, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
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
validate88.errors = vErrors;
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
if(!(validate91(data.sha3Uncles, {instancePath:instancePath+"/sha3Uncles",parentData:data,parentDataProperty:"sha3Uncles",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate97(data5, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
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
validate88.errors = vErrors;
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
if(!(validate91(data.transactionsRoot, {instancePath:instancePath+"/transactionsRoot",parentData:data,parentDataProperty:"transactionsRoot",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate91(data.stateRoot, {instancePath:instancePath+"/stateRoot",parentData:data,parentDataProperty:"stateRoot",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate91(data.receiptsRoot, {instancePath:instancePath+"/receiptsRoot",parentData:data,parentDataProperty:"receiptsRoot",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate102(data.miner, {instancePath:instancePath+"/miner",parentData:data,parentDataProperty:"miner",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
if(!(validate89(data.difficulty, {instancePath:instancePath+"/difficulty",parentData:data,parentDataProperty:"difficulty",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.totalDifficulty, {instancePath:instancePath+"/totalDifficulty",parentData:data,parentDataProperty:"totalDifficulty",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate106(data.extraData, {instancePath:instancePath+"/extraData",parentData:data,parentDataProperty:"extraData",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
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
if(!(validate89(data.size, {instancePath:instancePath+"/size",parentData:data,parentDataProperty:"size",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.gasLimit, {instancePath:instancePath+"/gasLimit",parentData:data,parentDataProperty:"gasLimit",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate91(data17[i0], {instancePath:instancePath+"/transactions/" + i0,parentData:data17,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate113(data17[i1], {instancePath:instancePath+"/transactions/" + i1,parentData:data17,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
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
validate88.errors = vErrors;
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
if(!(validate91(data20[i2], {instancePath:instancePath+"/uncles/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid8 = _errs45 === errors;
if(!valid8){
break;
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/uncles",schemaPath:"#/properties/uncles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate91(data.mixHash, {instancePath:instancePath+"/mixHash",parentData:data,parentDataProperty:"mixHash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate89(data.baseFeePerGas, {instancePath:instancePath+"/baseFeePerGas",parentData:data,parentDataProperty:"baseFeePerGas",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}


function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactions === undefined) && (missing0 = "transactions")){
validate87.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate87.errors = vErrors;
return errors === 0;
}


function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate87(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate86.errors = vErrors;
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
validate86.errors = vErrors;
return errors === 0;
}

export const params_eth_getBlockByHash = validate141;
const schema44 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"type":"boolean"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate141.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate141.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate141.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate30(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(typeof data[1] !== "boolean"){
validate141.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate141.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate141.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockByHash = validate143;
const schema45 = {"oneOf":[{"$ref":"#/definitions/Block"},{"type":"null"}]};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate87(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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

export const params_eth_getBlockTransactionCountByNumber = validate145;
const schema46 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

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
if(!(validate33(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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

export const result_eth_getBlockTransactionCountByNumber = validate147;
const schema47 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate89(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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

export const params_eth_getBlockTransactionCountByHash = validate149;
const schema48 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

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
if(!(validate30(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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

export const result_eth_getBlockTransactionCountByHash = validate151;
const schema49 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate89(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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

export const params_eth_getUncleCountByBlockNumber = validate153;
const schema50 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate153.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate153.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate153.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate33(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
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

export const result_eth_getUncleCountByBlockNumber = validate155;
const schema51 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate89(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate155.errors = vErrors;
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
validate155.errors = vErrors;
return errors === 0;
}

export const params_eth_getUncleCountByBlockHash = validate157;
const schema52 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate157.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate157.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate157.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate30(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate157.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate157.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleCountByBlockHash = validate159;
const schema53 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate89(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate159.errors = vErrors;
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
validate159.errors = vErrors;
return errors === 0;
}

export const params_eth_getUncleByBlockNumberAndIndex = validate161;
const schema54 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate161.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate161.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate161.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate33(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
validate161.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate161.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleByBlockNumberAndIndex = validate164;
const schema55 = {"oneOf":[{"$ref":"#/definitions/Uncle"},{"type":"null"}]};
const schema56 = {"allOf":[{"$ref":"#/definitions/BlockBase"},{"not":{"required":["transactions"]}}]};

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
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
validate165.errors = [{instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
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
validate165.errors = vErrors;
return errors === 0;
}


function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate165(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
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
validate164.errors = vErrors;
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
validate164.errors = vErrors;
return errors === 0;
}

export const params_eth_getUncleByBlockHashAndIndex = validate168;
const schema57 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate168(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate168.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate168.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate168.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate30(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate168.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate168.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleByBlockHashAndIndex = validate171;
const schema58 = {"oneOf":[{"$ref":"#/definitions/Uncle"},{"type":"null"}]};

function validate171(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate165(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
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
validate171.errors = vErrors;
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
validate171.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByHash = validate173;
const schema59 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate173.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate173.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate173.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate30(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate173.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate173.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByHash = validate175;
const schema60 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate113(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
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
validate175.errors = vErrors;
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
validate175.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByBlockNumberAndIndex = validate177;
const schema61 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate177.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate177.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate177.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate33(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
validate177.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate177.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByBlockNumberAndIndex = validate180;
const schema62 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate180(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate113(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
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
validate180.errors = vErrors;
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
validate180.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByBlockHashAndIndex = validate182;
const schema63 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate182(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate182.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate182.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate182.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate30(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate182.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate182.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByBlockHashAndIndex = validate185;
const schema64 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate113(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
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
validate185.errors = vErrors;
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
validate185.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionReceipt = validate187;
const schema65 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate187.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate187.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate187.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate30(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate187.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate187.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionReceipt = validate189;
const schema66 = {"oneOf":[{"$ref":"#/definitions/Receipt"},{"type":"null"}]};
const schema67 = {"type":"object","additionalProperties":false,"required":["transactionHash","transactionIndex","blockHash","blockNumber","from","to","cumulativeGasUsed","gasUsed","effectiveGasPrice","contractAddress","logs","logsBloom","status","type"],"properties":{"transactionHash":{"$ref":"#/definitions/Hash32"},"transactionIndex":{"$ref":"#/definitions/Quantity"},"blockHash":{"$ref":"#/definitions/Hash32"},"blockNumber":{"$ref":"#/definitions/Quantity"},"from":{"$ref":"#/definitions/Address"},"to":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"cumulativeGasUsed":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"effectiveGasPrice":{"$ref":"#/definitions/Quantity"},"contractAddress":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"logs":{"type":"array","items":{"$ref":"#/definitions/Log"}},"logsBloom":{"$ref":"#/definitions/Bloom"},"status":{"type":"string","enum":["0x0","0x1"]},"type":{"type":"string","enum":["0x0","0x1","0x2"]}}};
const schema68 = {"type":"object","additionalProperties":false,"required":["removed","logIndex","transactionIndex","transactionHash","blockHash","blockNumber","address","data","topics"],"properties":{"removed":{"type":"boolean"},"logIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockNumber":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"address":{"$ref":"#/definitions/Address"},"data":{"$ref":"#/definitions/Data"},"topics":{"type":"array","maxItems":4,"items":{"$ref":"#/definitions/Hash32"}}}};

function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.removed === undefined) && (missing0 = "removed")) || ((data.logIndex === undefined) && (missing0 = "logIndex"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.transactionHash === undefined) && (missing0 = "transactionHash"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.address === undefined) && (missing0 = "address"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.topics === undefined) && (missing0 = "topics"))){
validate201.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema68.properties, key0))){
validate201.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.removed !== undefined){
const _errs2 = errors;
if(typeof data.removed !== "boolean"){
validate201.errors = [{instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate89(data1, {instancePath:instancePath+"/logIndex",parentData:data,parentDataProperty:"logIndex",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate201.errors = vErrors;
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
if(!(validate89(data2, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate201.errors = vErrors;
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
if(!(validate91(data3, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
validate201.errors = vErrors;
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
if(!(validate91(data4, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
validate201.errors = vErrors;
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
if(!(validate89(data5, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate201.errors = vErrors;
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
if(!(validate102(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
if(!(validate106(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
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
validate201.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid6 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs33 = errors;
if(!(validate91(data8[i0], {instancePath:instancePath+"/topics/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
validate201.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate201.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate201.errors = vErrors;
return errors === 0;
}


function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.transactionHash === undefined) && (missing0 = "transactionHash")) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.cumulativeGasUsed === undefined) && (missing0 = "cumulativeGasUsed"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.effectiveGasPrice === undefined) && (missing0 = "effectiveGasPrice"))) || ((data.contractAddress === undefined) && (missing0 = "contractAddress"))) || ((data.logs === undefined) && (missing0 = "logs"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.type === undefined) && (missing0 = "type"))){
validate190.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema67.properties, key0))){
validate190.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.transactionHash !== undefined){
const _errs2 = errors;
if(!(validate91(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate89(data.transactionIndex, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate91(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate89(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate102(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
if(!(validate102(data5, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
validate190.errors = vErrors;
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
if(!(validate89(data.cumulativeGasUsed, {instancePath:instancePath+"/cumulativeGasUsed",parentData:data,parentDataProperty:"cumulativeGasUsed",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.effectiveGasPrice, {instancePath:instancePath+"/effectiveGasPrice",parentData:data,parentDataProperty:"effectiveGasPrice",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate102(data9, {instancePath:instancePath+"/contractAddress",parentData:data,parentDataProperty:"contractAddress",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
validate190.errors = vErrors;
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
if(!(validate201(data10[i0], {instancePath:instancePath+"/logs/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate190.errors = [{instancePath:instancePath+"/logs",schemaPath:"#/properties/logs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate97(data.logsBloom, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
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
validate190.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data13 === "0x0") || (data13 === "0x1"))){
validate190.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema67.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
validate190.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "0x0") || (data14 === "0x1")) || (data14 === "0x2"))){
validate190.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema67.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
validate190.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate190.errors = vErrors;
return errors === 0;
}


function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate190(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate190.errors : vErrors.concat(validate190.errors);
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
validate189.errors = vErrors;
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
validate189.errors = vErrors;
return errors === 0;
}

export const params_eth_getLogs = validate213;
const schema69 = {"type":"array","items":[{"$ref":"#/definitions/Filter"}],"minItems":1,"maxItems":1,"additionalItems":false};
const schema70 = {"type":"object","properties":{"fromBlock":{"$ref":"#/definitions/BlockParameter"},"toBlock":{"$ref":"#/definitions/BlockParameter"},"address":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/AddressInput"}}]},"topics":{"type":"array","maxItems":4,"items":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}]}},"blockHash":{"$ref":"#/definitions/Hash32Input"}},"not":{"anyOf":[{"required":["blockHash","fromBlock"]},{"required":["blockHash","toBlock"]}]}};

function validate214(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate214.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
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
if(!(validate33(data.fromBlock, {instancePath:instancePath+"/fromBlock",parentData:data,parentDataProperty:"fromBlock",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
if(!(validate33(data.toBlock, {instancePath:instancePath+"/toBlock",parentData:data,parentDataProperty:"toBlock",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
validate214.errors = vErrors;
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
validate214.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
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
if(!(validate30(data5, {instancePath:instancePath+"/topics/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
if(!(validate30(data5[i2], {instancePath:instancePath+"/topics/" + i1+"/" + i2,parentData:data5,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate214.errors = vErrors;
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
validate214.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate30(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate214.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate214.errors = vErrors;
return errors === 0;
}


function validate213(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate213.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate213.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate213.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate214(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate213.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate213.errors = vErrors;
return errors === 0;
}

export const result_eth_getLogs = validate223;
const schema71 = {"type":"array","items":{"$ref":"#/definitions/Log"}};

function validate223(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate201(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate223.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate223.errors = vErrors;
return errors === 0;
}

export const params_eth_newFilter = validate225;
const schema72 = {"type":"array","items":[{"$ref":"#/definitions/Filter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate225(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate225.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate225.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate225.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate214(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate225.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate225.errors = vErrors;
return errors === 0;
}

export const result_eth_newFilter = validate227;
const schema73 = {"type":"string","pattern":"^0x[1-9a-f][0-9a-f]{31}$"};
const pattern18 = new RegExp("^0x[1-9a-f][0-9a-f]{31}$", "u");

function validate227(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate227.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate227.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate227.errors = vErrors;
return errors === 0;
}

export const params_eth_newBlockFilter = validate228;
const schema74 = {"type":"array","maxItems":0};

function validate228(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate228.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate228.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate228.errors = vErrors;
return errors === 0;
}

export const result_eth_newBlockFilter = validate229;

function validate229(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate229.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate229.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate229.errors = vErrors;
return errors === 0;
}

export const params_eth_newPendingTransactionFilter = validate230;
const schema76 = {"type":"array","maxItems":0};

function validate230(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate230.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
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

export const result_eth_newPendingTransactionFilter = validate231;

function validate231(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate231.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate231.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate231.errors = vErrors;
return errors === 0;
}

export const params_eth_getFilterChanges = validate232;
const schema78 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};
const schema79 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"};
const pattern21 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$", "u");

function validate233(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern21.test(data)){
validate233.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"+"\""}];
return false;
}
}
else {
validate233.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate233.errors = vErrors;
return errors === 0;
}


function validate232(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate232.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate232.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate232.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate233(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate233.errors : vErrors.concat(validate233.errors);
errors = vErrors.length;
}
}
}
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

export const result_eth_getFilterChanges = validate235;
const schema80 = {"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Log"}},{"type":"array","items":{"$ref":"#/definitions/Hash32"}}]};

function validate235(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate201(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
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
if(!(validate91(data[i1], {instancePath:instancePath+"/" + i1,parentData:data,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
validate235.errors = vErrors;
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
validate235.errors = vErrors;
return errors === 0;
}

export const params_eth_getFilterLogs = validate238;
const schema81 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate238(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate238.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate238.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate238.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate233(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate233.errors : vErrors.concat(validate233.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate238.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate238.errors = vErrors;
return errors === 0;
}

export const result_eth_getFilterLogs = validate240;
const schema82 = {"type":"array","items":{"$ref":"#/definitions/Log"}};

function validate240(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate201(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate240.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate240.errors = vErrors;
return errors === 0;
}

export const params_eth_uninstallFilter = validate242;
const schema83 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate242(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate242.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate242.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate242.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate233(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate233.errors : vErrors.concat(validate233.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate242.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate242.errors = vErrors;
return errors === 0;
}

export const result_eth_uninstallFilter = validate244;
const schema84 = {"type":"boolean"};

function validate244(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate244.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate244.errors = vErrors;
return errors === 0;
}

export const params_eth_subscribe = validate245;
const schema85 = {"type":"array","items":[{"$ref":"#/definitions/SubscriptionType"},{"$ref":"#/definitions/LogSubscriptionFilter"}],"minItems":1,"maxItems":2,"additionalItems":false};
const schema86 = {"type":"string","enum":["newHeads","logs","newPendingTransactions"]};

function validate246(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate246.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "newHeads") || (data === "logs")) || (data === "newPendingTransactions"))){
validate246.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema86.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate246.errors = vErrors;
return errors === 0;
}

const schema87 = {"type":"object","properties":{"address":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/AddressInput"}}]},"topics":{"type":"array","maxItems":4,"items":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}]}}}};

function validate248(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate248.errors = vErrors;
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
validate248.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
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
if(!(validate30(data3, {instancePath:instancePath+"/topics/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
if(!(validate30(data3[i2], {instancePath:instancePath+"/topics/" + i1+"/" + i2,parentData:data3,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate248.errors = vErrors;
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
validate248.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate248.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate248.errors = vErrors;
return errors === 0;
}


function validate245(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate245.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate245.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate245.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate246(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate246.errors : vErrors.concat(validate246.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate248(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate248.errors : vErrors.concat(validate248.errors);
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
validate245.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate245.errors = vErrors;
return errors === 0;
}

export const result_eth_subscribe = validate254;

function validate254(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate254.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate254.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate254.errors = vErrors;
return errors === 0;
}

export const params_eth_unsubscribe = validate255;
const schema89 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate255(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate255.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate255.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate255.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate233(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate233.errors : vErrors.concat(validate233.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate255.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate255.errors = vErrors;
return errors === 0;
}

export const result_eth_unsubscribe = validate257;
const schema90 = {"type":"boolean"};

function validate257(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate257.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate257.errors = vErrors;
return errors === 0;
}

export const params_eth_sendRawTransaction = validate258;
const schema91 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate258(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate258.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate258.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate258.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate66(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate258.errors = vErrors;
return errors === 0;
}

export const result_eth_sendRawTransaction = validate260;

function validate260(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern6.test(data)){
validate260.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate260.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate260.errors = vErrors;
return errors === 0;
}

export const params_eth_chainId = validate261;
const schema93 = {"type":"array","maxItems":0};

function validate261(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate261.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
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

export const result_eth_chainId = validate262;

function validate262(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate262.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate262.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate262.errors = vErrors;
return errors === 0;
}

export const params_eth_blockNumber = validate263;
const schema95 = {"type":"array","maxItems":0};

function validate263(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate263.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate263.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate263.errors = vErrors;
return errors === 0;
}

export const result_eth_blockNumber = validate264;

function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate264.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
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

export const params_eth_syncing = validate265;
const schema97 = {"type":"array","maxItems":0};

function validate265(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate265.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
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

export const result_eth_syncing = validate266;
const schema98 = {"anyOf":[{"type":"boolean","enum":[false]},{"$ref":"#/definitions/SyncProgress"}]};
const schema99 = {"type":"object","additionalProperties":false,"required":["startingBlock","currentBlock","highestBlock"],"properties":{"startingBlock":{"$ref":"#/definitions/Quantity"},"currentBlock":{"$ref":"#/definitions/Quantity"},"highestBlock":{"$ref":"#/definitions/Quantity"}}};

function validate267(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.startingBlock === undefined) && (missing0 = "startingBlock")) || ((data.currentBlock === undefined) && (missing0 = "currentBlock"))) || ((data.highestBlock === undefined) && (missing0 = "highestBlock"))){
validate267.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "startingBlock") || (key0 === "currentBlock")) || (key0 === "highestBlock"))){
validate267.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.startingBlock !== undefined){
const _errs2 = errors;
if(!(validate89(data.startingBlock, {instancePath:instancePath+"/startingBlock",parentData:data,parentDataProperty:"startingBlock",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.currentBlock, {instancePath:instancePath+"/currentBlock",parentData:data,parentDataProperty:"currentBlock",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data.highestBlock, {instancePath:instancePath+"/highestBlock",parentData:data,parentDataProperty:"highestBlock",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate267.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate267.errors = vErrors;
return errors === 0;
}


function validate266(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema98.anyOf[0].enum},message:"must be equal to one of the allowed values"};
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
if(!(validate267(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate267.errors : vErrors.concat(validate267.errors);
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
validate266.errors = vErrors;
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
validate266.errors = vErrors;
return errors === 0;
}

export const params_eth_accounts = validate272;
const schema100 = {"type":"array","maxItems":0};

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

export const result_eth_accounts = validate273;
const schema101 = {"type":"array","items":{"$ref":"#/definitions/Address"}};

function validate273(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate102(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate273.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate273.errors = vErrors;
return errors === 0;
}

export const params_eth_coinbase = validate275;
const schema102 = {"type":"array","maxItems":0};

function validate275(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate275.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate275.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate275.errors = vErrors;
return errors === 0;
}

export const result_eth_coinbase = validate276;

function validate276(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern16.test(data)){
validate276.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\""}];
return false;
}
}
else {
validate276.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate276.errors = vErrors;
return errors === 0;
}

export const params_eth_gasPrice = validate277;
const schema104 = {"type":"array","maxItems":0};

function validate277(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate277.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate277.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate277.errors = vErrors;
return errors === 0;
}

export const result_eth_gasPrice = validate278;

function validate278(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate278.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate278.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate278.errors = vErrors;
return errors === 0;
}

export const params_eth_maxPriorityFeePerGas = validate279;
const schema106 = {"type":"array","maxItems":0};

function validate279(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate279.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate279.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate279.errors = vErrors;
return errors === 0;
}

export const result_eth_maxPriorityFeePerGas = validate280;

function validate280(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate280.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate280.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate280.errors = vErrors;
return errors === 0;
}

export const params_eth_feeHistory = validate281;
const schema108 = {"type":"array","items":[{"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"type":"integer","minimum":0}]},{"$ref":"#/definitions/BlockParameter"},{"type":"array","items":{"type":"number","minimum":0,"maximum":100}}],"minItems":2,"maxItems":3,"additionalItems":false};

function validate281(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate281.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate281.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate281.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
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
validate281.errors = vErrors;
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
if(!(validate33(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
validate281.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate281.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate281.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate281.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate281.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate281.errors = vErrors;
return errors === 0;
}

export const result_eth_feeHistory = validate284;
const schema109 = {"type":"object","additionalProperties":false,"required":["oldestBlock","baseFeePerGas","gasUsedRatio"],"properties":{"oldestBlock":{"$ref":"#/definitions/Quantity"},"baseFeePerGas":{"type":"array","items":{"$ref":"#/definitions/Quantity"}},"gasUsedRatio":{"type":"array","items":{"type":"number","minimum":0}},"reward":{"type":"array","items":{"type":"array","items":{"$ref":"#/definitions/Quantity"}}}}};

function validate284(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.oldestBlock === undefined) && (missing0 = "oldestBlock")) || ((data.baseFeePerGas === undefined) && (missing0 = "baseFeePerGas"))) || ((data.gasUsedRatio === undefined) && (missing0 = "gasUsedRatio"))){
validate284.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "oldestBlock") || (key0 === "baseFeePerGas")) || (key0 === "gasUsedRatio")) || (key0 === "reward"))){
validate284.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.oldestBlock !== undefined){
const _errs2 = errors;
if(!(validate89(data.oldestBlock, {instancePath:instancePath+"/oldestBlock",parentData:data,parentDataProperty:"oldestBlock",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
if(!(validate89(data1[i0], {instancePath:instancePath+"/baseFeePerGas/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate284.errors = [{instancePath:instancePath+"/baseFeePerGas",schemaPath:"#/properties/baseFeePerGas/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate284.errors = [{instancePath:instancePath+"/gasUsedRatio/" + i1,schemaPath:"#/properties/gasUsedRatio/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate284.errors = [{instancePath:instancePath+"/gasUsedRatio/" + i1,schemaPath:"#/properties/gasUsedRatio/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate284.errors = [{instancePath:instancePath+"/gasUsedRatio",schemaPath:"#/properties/gasUsedRatio/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate89(data6[i3], {instancePath:instancePath+"/reward/" + i2+"/" + i3,parentData:data6,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid4 = _errs14 === errors;
if(!valid4){
break;
}
}
}
else {
validate284.errors = [{instancePath:instancePath+"/reward/" + i2,schemaPath:"#/properties/reward/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate284.errors = [{instancePath:instancePath+"/reward",schemaPath:"#/properties/reward/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate284.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate284.errors = vErrors;
return errors === 0;
}

export const params_eth_getWork = validate288;
const schema110 = {"type":"array","maxItems":0};

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

export const result_eth_getWork = validate289;
const schema111 = {"type":"array","items":[{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Quantity"}],"minItems":3,"maxItems":4,"additionalItems":false};

function validate289(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 4){
validate289.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
if(data.length < 3){
validate289.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 4)){
validate289.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate91(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate91(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate91(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
if(valid0){
if(len1 > 3){
const _errs4 = errors;
if(!(validate89(data[3], {instancePath:instancePath+"/3",parentData:data,parentDataProperty:3,rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
}
}
}
}
}
}
}
else {
validate289.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate289.errors = vErrors;
return errors === 0;
}

export const params_eth_submitWork = validate294;
const schema112 = {"type":"array","items":[{"$ref":"#/definitions/Bytes8Input"},{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Hash32Input"}],"minItems":3,"maxItems":3,"additionalItems":false};
const schema113 = {"type":"string","pattern":"^0x[0-9a-fA-F]{16}$"};
const pattern29 = new RegExp("^0x[0-9a-fA-F]{16}$", "u");

function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern29.test(data)){
validate295.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{16}$"+"\""}];
return false;
}
}
else {
validate295.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate295.errors = vErrors;
return errors === 0;
}


function validate294(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate294.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate294.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate294.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate295(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate30(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate30(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate294.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate294.errors = vErrors;
return errors === 0;
}

export const result_eth_submitWork = validate299;
const schema114 = {"type":"boolean"};

function validate299(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate299.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate299.errors = vErrors;
return errors === 0;
}

export const params_eth_submitHashrate = validate300;
const schema115 = {"type":"array","items":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/Hash32Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate300(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate300.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate300.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate300.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
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
if(!(validate30(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate300.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate300.errors = vErrors;
return errors === 0;
}

export const result_eth_submitHashrate = validate303;
const schema116 = {"type":"boolean"};

function validate303(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate303.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate303.errors = vErrors;
return errors === 0;
}

export const params_eth_mining = validate304;
const schema117 = {"type":"array","maxItems":0};

function validate304(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate304.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate304.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate304.errors = vErrors;
return errors === 0;
}

export const result_eth_mining = validate305;
const schema118 = {"type":"boolean"};

function validate305(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate305.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate305.errors = vErrors;
return errors === 0;
}

export const params_eth_hashrate = validate306;
const schema119 = {"type":"array","maxItems":0};

function validate306(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate306.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate306.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate306.errors = vErrors;
return errors === 0;
}

export const result_eth_hashrate = validate307;

function validate307(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate307.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate307.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate307.errors = vErrors;
return errors === 0;
}

export const params_net_version = validate308;
const schema121 = {"type":"array","maxItems":0};

function validate308(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate308.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
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

export const result_net_version = validate309;
const schema122 = {"type":"string","pattern":"^(0|[1-9][0-9]*)$"};
const pattern31 = new RegExp("^(0|[1-9][0-9]*)$", "u");

function validate309(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern31.test(data)){
validate309.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""}];
return false;
}
}
else {
validate309.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate309.errors = vErrors;
return errors === 0;
}

export const params_net_listening = validate310;
const schema123 = {"type":"array","maxItems":0};

function validate310(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate310.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate310.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate310.errors = vErrors;
return errors === 0;
}

export const result_net_listening = validate311;
const schema124 = {"type":"boolean"};

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

export const params_net_peerCount = validate312;
const schema125 = {"type":"array","maxItems":0};

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

export const result_net_peerCount = validate313;

function validate313(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate313.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate313.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate313.errors = vErrors;
return errors === 0;
}

export const params_web3_clientVersion = validate314;
const schema127 = {"type":"array","maxItems":0};

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

export const result_web3_clientVersion = validate315;
const schema128 = {"type":"string"};

function validate315(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate315.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate315.errors = vErrors;
return errors === 0;
}

export const params_web3_sha3 = validate316;
const schema129 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate316(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate316.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate316.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate316.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate66(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
}
}
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

export const result_web3_sha3 = validate318;

function validate318(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern6.test(data)){
validate318.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate318.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate318.errors = vErrors;
return errors === 0;
}

export const params_client_nextNonce = validate319;
const schema131 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate319(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate319.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate319.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate319.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
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
validate319.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate319.errors = vErrors;
return errors === 0;
}

export const result_client_nextNonce = validate321;

function validate321(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
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

export const params_rpc_discover = validate322;
const schema133 = {"type":"array","maxItems":0};

function validate322(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate322.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
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

export const result_rpc_discover = validate323;
const schema134 = {"type":"object","required":["openrpc","info","methods"],"properties":{"openrpc":{"type":"string"},"info":{"type":"object","additionalProperties":true},"methods":{"type":"array"},"components":{"type":"object","additionalProperties":true}},"additionalProperties":true};

function validate323(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.openrpc === undefined) && (missing0 = "openrpc")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.methods === undefined) && (missing0 = "methods"))){
validate323.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.openrpc !== undefined){
const _errs2 = errors;
if(typeof data.openrpc !== "string"){
validate323.errors = [{instancePath:instancePath+"/openrpc",schemaPath:"#/properties/openrpc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate323.errors = [{instancePath:instancePath+"/info",schemaPath:"#/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate323.errors = [{instancePath:instancePath+"/methods",schemaPath:"#/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate323.errors = [{instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate323.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate323.errors = vErrors;
return errors === 0;
}

