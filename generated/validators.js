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

export const params_eth_getProof = validate46;
const schema20 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"type":"array","maxItems":1024,"items":{"$ref":"#/definitions/StorageKeyInput"}},{"$ref":"#/definitions/BlockParameter"}],"minItems":3,"maxItems":3,"additionalItems":false};
const schema21 = {"type":"string","pattern":"^(0[xX])?[0-9a-fA-F]{0,64}$"};
const pattern7 = new RegExp("^(0[xX])?[0-9a-fA-F]{0,64}$", "u");

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern7.test(data)){
validate48.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[xX])?[0-9a-fA-F]{0,64}$"},message:"must match pattern \""+"^(0[xX])?[0-9a-fA-F]{0,64}$"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}


function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate46.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate46.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate46.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
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
let data1 = data[1];
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
if(data1.length > 1024){
validate46.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"}];
return false;
}
else {
var valid1 = true;
const len2 = data1.length;
for(let i0=0; i0<len2; i0++){
const _errs4 = errors;
if(!(validate48(data1[i0], {instancePath:instancePath+"/1/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs5 = errors;
if(!(validate25(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
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

export const result_eth_getProof = validate51;
const schema22 = {"type":"object","additionalProperties":false,"required":["address","accountProof","balance","codeHash","nonce","storageHash","storageProof"],"properties":{"address":{"$ref":"#/definitions/Address"},"accountProof":{"type":"array","items":{"$ref":"#/definitions/Data"}},"balance":{"$ref":"#/definitions/Quantity"},"codeHash":{"$ref":"#/definitions/Hash32"},"nonce":{"$ref":"#/definitions/Quantity"},"storageHash":{"$ref":"#/definitions/Hash32"},"storageProof":{"type":"array","items":{"$ref":"#/definitions/StorageProof"}}}};
const schema23 = {"type":"string","pattern":"^0x[0-9a-f]{40}$"};
const pattern8 = new RegExp("^0x[0-9a-f]{40}$", "u");

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern8.test(data)){
validate52.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\""}];
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


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate54.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
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


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate56.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate58.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}

const schema27 = {"type":"object","additionalProperties":false,"required":["key","value","proof"],"properties":{"key":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Quantity"}]},"value":{"$ref":"#/definitions/Quantity"},"proof":{"type":"array","items":{"$ref":"#/definitions/Data"}}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.key === undefined) && (missing0 = "key")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.proof === undefined) && (missing0 = "proof"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "key") || (key0 === "value")) || (key0 === "proof"))){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.key !== undefined){
let data0 = data.key;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(validate58(data0, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(!(validate56(data0, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err0 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate62.errors = vErrors;
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
if(data.value !== undefined){
const _errs6 = errors;
if(!(validate56(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.proof !== undefined){
let data2 = data.proof;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate54(data2[i0], {instancePath:instancePath+"/proof/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}


function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.address === undefined) && (missing0 = "address")) || ((data.accountProof === undefined) && (missing0 = "accountProof"))) || ((data.balance === undefined) && (missing0 = "balance"))) || ((data.codeHash === undefined) && (missing0 = "codeHash"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.storageHash === undefined) && (missing0 = "storageHash"))) || ((data.storageProof === undefined) && (missing0 = "storageProof"))){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "address") || (key0 === "accountProof")) || (key0 === "balance")) || (key0 === "codeHash")) || (key0 === "nonce")) || (key0 === "storageHash")) || (key0 === "storageProof"))){
validate51.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.address !== undefined){
const _errs2 = errors;
if(!(validate52(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountProof !== undefined){
let data1 = data.accountProof;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate54(data1[i0], {instancePath:instancePath+"/accountProof/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/accountProof",schemaPath:"#/properties/accountProof/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balance !== undefined){
const _errs6 = errors;
if(!(validate56(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.codeHash !== undefined){
const _errs7 = errors;
if(!(validate58(data.codeHash, {instancePath:instancePath+"/codeHash",parentData:data,parentDataProperty:"codeHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs8 = errors;
if(!(validate56(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storageHash !== undefined){
const _errs9 = errors;
if(!(validate58(data.storageHash, {instancePath:instancePath+"/storageHash",parentData:data,parentDataProperty:"storageHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storageProof !== undefined){
let data7 = data.storageProof;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data7)){
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs12 = errors;
if(!(validate62(data7[i1], {instancePath:instancePath+"/storageProof/" + i1,parentData:data7,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/storageProof",schemaPath:"#/properties/storageProof/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
}
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}

export const params_eth_call = validate68;
const schema28 = {"type":"array","items":[{"$ref":"#/definitions/CallObject"},{"$ref":"#/definitions/BlockParameter"}],"minItems":2,"maxItems":2,"additionalItems":false};
const schema29 = {"allOf":[{"$ref":"#/definitions/TransactionArgs"},{"required":["from","to"]}]};
const schema30 = {"type":"object","properties":{"from":{"$ref":"#/definitions/AddressInput"},"to":{"$ref":"#/definitions/AddressInput"},"gas":{"$ref":"#/definitions/Uint64Input"},"gasPrice":{"$ref":"#/definitions/QuantityInput"},"maxFeePerGas":{"$ref":"#/definitions/QuantityInput"},"maxPriorityFeePerGas":{"$ref":"#/definitions/QuantityInput"},"value":{"$ref":"#/definitions/QuantityInput"},"data":{"$ref":"#/definitions/DataInput"},"input":{"$ref":"#/definitions/DataInput"},"nonce":{"$ref":"#/definitions/Uint64Input"},"type":{"$ref":"#/definitions/Uint64Input"},"chainId":{"$ref":"#/definitions/QuantityInput"},"accessList":{"$ref":"#/definitions/AccessListInput"}}};
const schema31 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"};
const pattern12 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$", "u");

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern12.test(data)){
validate74.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"+"\""}];
return false;
}
}
else {
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}

const schema32 = {"type":"string","pattern":"^0x([0-9a-fA-F]{2})*$"};
const pattern13 = new RegExp("^0x([0-9a-fA-F]{2})*$", "u");

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern13.test(data)){
validate79.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-fA-F]{2})*$"},message:"must match pattern \""+"^0x([0-9a-fA-F]{2})*$"+"\""}];
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

const schema33 = {"type":"array","items":{"type":"object","required":["address","storageKeys"],"properties":{"address":{"$ref":"#/definitions/AddressInput"},"storageKeys":{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}}}};
const schema34 = {"type":"string","pattern":"^0x[0-9a-fA-F]{64}$"};
const pattern14 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern14.test(data)){
validate87.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""}];
return false;
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate85.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate87(data2[i1], {instancePath:instancePath+"/" + i0+"/storageKeys/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate85.errors = [{instancePath:instancePath+"/" + i0+"/storageKeys",schemaPath:"#/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate85.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate74(data.gasPrice, {instancePath:instancePath+"/gasPrice",parentData:data,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
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
if(!(validate74(data.maxFeePerGas, {instancePath:instancePath+"/maxFeePerGas",parentData:data,parentDataProperty:"maxFeePerGas",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
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
if(!(validate74(data.maxPriorityFeePerGas, {instancePath:instancePath+"/maxPriorityFeePerGas",parentData:data,parentDataProperty:"maxPriorityFeePerGas",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
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
if(!(validate74(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
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
if(!(validate79(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
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
if(!(validate79(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
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
if(!(validate74(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
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
if(!(validate85(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
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
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}


function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate70(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.from === undefined) && (missing0 = "from")) || ((data.to === undefined) && (missing0 = "to"))){
validate69.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate69.errors = vErrors;
return errors === 0;
}


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate68.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate68.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate68.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate69(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
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
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}

export const result_eth_call = validate93;

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate93.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}

export const params_eth_estimateGas = validate94;
const schema36 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"},{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":2,"additionalItems":false};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate94.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate94.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate94.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate70(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
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
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}

export const result_eth_estimateGas = validate97;

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate97.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
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

export const params_eth_createAccessList = validate98;
const schema38 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"},{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":2,"additionalItems":false};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate98.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate98.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate98.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate70(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
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
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}

export const result_eth_createAccessList = validate101;
const schema39 = {"type":"object","additionalProperties":false,"required":["accessList","gasUsed"],"properties":{"accessList":{"$ref":"#/definitions/AccessList"},"gasUsed":{"$ref":"#/definitions/Quantity"},"error":{"type":"string"}}};
const schema40 = {"type":"array","items":{"type":"object","additionalProperties":false,"required":["address","storageKeys"],"properties":{"address":{"$ref":"#/definitions/Address"},"storageKeys":{"type":"array","items":{"$ref":"#/definitions/Hash32"}}}}};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate102.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs3 = errors;
for(const key0 in data0){
if(!((key0 === "address") || (key0 === "storageKeys"))){
validate102.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs3 === errors){
if(data0.address !== undefined){
const _errs4 = errors;
if(!(validate52(data0.address, {instancePath:instancePath+"/" + i0+"/address",parentData:data0,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
if(!(validate58(data2[i1], {instancePath:instancePath+"/" + i0+"/storageKeys/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/" + i0+"/storageKeys",schemaPath:"#/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate102.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}


function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.accessList === undefined) && (missing0 = "accessList")) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))){
validate101.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "accessList") || (key0 === "gasUsed")) || (key0 === "error"))){
validate101.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.accessList !== undefined){
const _errs2 = errors;
if(!(validate102(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs3 = errors;
if(!(validate56(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs4 = errors;
if(typeof data.error !== "string"){
validate101.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}

export const params_eth_getBlockByNumber = validate107;
const schema41 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"type":"boolean"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate107.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate107.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate107.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
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
validate107.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate107.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockByNumber = validate109;
const schema42 = {"oneOf":[{"$ref":"#/definitions/Block"},{"type":"null"}]};
const schema43 = {"allOf":[{"$ref":"#/definitions/BlockBase"},{"required":["transactions"]}]};
const schema44 = {"type":"object","additionalProperties":false,"required":["number","hash","parentHash","nonce","sha3Uncles","logsBloom","transactionsRoot","stateRoot","receiptsRoot","miner","difficulty","totalDifficulty","extraData","size","gasLimit","gasUsed","timestamp","uncles","mixHash","baseFeePerGas"],"properties":{"number":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"hash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"parentHash":{"$ref":"#/definitions/Hash32"},"nonce":{"anyOf":[{"$ref":"#/definitions/Bytes8"},{"type":"null"}]},"sha3Uncles":{"$ref":"#/definitions/Hash32"},"logsBloom":{"anyOf":[{"$ref":"#/definitions/Bloom"},{"type":"null"}]},"transactionsRoot":{"$ref":"#/definitions/Hash32"},"stateRoot":{"$ref":"#/definitions/Hash32"},"receiptsRoot":{"$ref":"#/definitions/Hash32"},"miner":{"$ref":"#/definitions/Address"},"difficulty":{"$ref":"#/definitions/Quantity"},"totalDifficulty":{"$ref":"#/definitions/Quantity"},"extraData":{"$ref":"#/definitions/Data"},"size":{"$ref":"#/definitions/Quantity"},"gasLimit":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"timestamp":{"$ref":"#/definitions/Quantity"},"transactions":{"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Hash32"}},{"type":"array","items":{"$ref":"#/definitions/Transaction"}}]},"uncles":{"type":"array","items":{"$ref":"#/definitions/Hash32"}},"mixHash":{"$ref":"#/definitions/Hash32"},"baseFeePerGas":{"$ref":"#/definitions/Quantity"}}};
const func2 = Object.prototype.hasOwnProperty;
const schema45 = {"type":"string","pattern":"^0x[0-9a-f]{16}$"};
const pattern17 = new RegExp("^0x[0-9a-f]{16}$", "u");

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern17.test(data)){
validate115.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{16}$"},message:"must match pattern \""+"^0x[0-9a-f]{16}$"+"\""}];
return false;
}
}
else {
validate115.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}

const schema46 = {"type":"string","pattern":"^0x[0-9a-f]{512}$"};
const pattern18 = new RegExp("^0x[0-9a-f]{512}$", "u");

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern18.test(data)){
validate118.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{512}$"},message:"must match pattern \""+"^0x[0-9a-f]{512}$"+"\""}];
return false;
}
}
else {
validate118.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate118.errors = vErrors;
return errors === 0;
}

const schema47 = {"type":"object","additionalProperties":false,"required":["hash","nonce","blockHash","blockNumber","transactionIndex","from","to","value","gasPrice","gas","input","type","v","r","s"],"properties":{"hash":{"$ref":"#/definitions/Hash32"},"nonce":{"$ref":"#/definitions/Quantity"},"blockHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockNumber":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"from":{"$ref":"#/definitions/Address"},"to":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"value":{"$ref":"#/definitions/Quantity"},"gasPrice":{"$ref":"#/definitions/Quantity"},"gas":{"$ref":"#/definitions/Quantity"},"input":{"$ref":"#/definitions/Data"},"type":{"type":"string","enum":["0x0","0x1","0x2"]},"chainId":{"$ref":"#/definitions/Quantity"},"maxFeePerGas":{"$ref":"#/definitions/Quantity"},"maxPriorityFeePerGas":{"$ref":"#/definitions/Quantity"},"accessList":{"$ref":"#/definitions/AccessList"},"v":{"$ref":"#/definitions/Quantity"},"r":{"$ref":"#/definitions/Quantity"},"s":{"$ref":"#/definitions/Quantity"},"yParity":{"type":"string","enum":["0x0","0x1"]}}};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.hash === undefined) && (missing0 = "hash")) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.gasPrice === undefined) && (missing0 = "gasPrice"))) || ((data.gas === undefined) && (missing0 = "gas"))) || ((data.input === undefined) && (missing0 = "input"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.v === undefined) && (missing0 = "v"))) || ((data.r === undefined) && (missing0 = "r"))) || ((data.s === undefined) && (missing0 = "s"))){
validate132.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema47.properties, key0))){
validate132.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.hash !== undefined){
const _errs2 = errors;
if(!(validate58(data.hash, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate56(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate58(data2, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
validate132.errors = vErrors;
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
if(!(validate56(data3, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate132.errors = vErrors;
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
if(!(validate56(data4, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate132.errors = vErrors;
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
if(!(validate52(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
if(!(validate52(data6, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
validate132.errors = vErrors;
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
if(!(validate56(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.gasPrice, {instancePath:instancePath+"/gasPrice",parentData:data,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.gas, {instancePath:instancePath+"/gas",parentData:data,parentDataProperty:"gas",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate54(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
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
validate132.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data11 === "0x0") || (data11 === "0x1")) || (data11 === "0x2"))){
validate132.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema47.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
if(!(validate56(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.maxFeePerGas, {instancePath:instancePath+"/maxFeePerGas",parentData:data,parentDataProperty:"maxFeePerGas",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.maxPriorityFeePerGas, {instancePath:instancePath+"/maxPriorityFeePerGas",parentData:data,parentDataProperty:"maxPriorityFeePerGas",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate102(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
if(!(validate56(data.v, {instancePath:instancePath+"/v",parentData:data,parentDataProperty:"v",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.r, {instancePath:instancePath+"/r",parentData:data,parentDataProperty:"r",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.s, {instancePath:instancePath+"/s",parentData:data,parentDataProperty:"s",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate132.errors = [{instancePath:instancePath+"/yParity",schemaPath:"#/properties/yParity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data19 === "0x0") || (data19 === "0x1"))){
validate132.errors = [{instancePath:instancePath+"/yParity",schemaPath:"#/properties/yParity/enum",keyword:"enum",params:{allowedValues: schema47.properties.yParity.enum},message:"must be equal to one of the allowed values"}];
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
validate132.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate132.errors = vErrors;
return errors === 0;
}


function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((data.number === undefined) && (missing0 = "number")) || ((data.hash === undefined) && (missing0 = "hash"))) || ((data.parentHash === undefined) && (missing0 = "parentHash"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.sha3Uncles === undefined) && (missing0 = "sha3Uncles"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.transactionsRoot === undefined) && (missing0 = "transactionsRoot"))) || ((data.stateRoot === undefined) && (missing0 = "stateRoot"))) || ((data.receiptsRoot === undefined) && (missing0 = "receiptsRoot"))) || ((data.miner === undefined) && (missing0 = "miner"))) || ((data.difficulty === undefined) && (missing0 = "difficulty"))) || ((data.totalDifficulty === undefined) && (missing0 = "totalDifficulty"))) || ((data.extraData === undefined) && (missing0 = "extraData"))) || ((data.size === undefined) && (missing0 = "size"))) || ((data.gasLimit === undefined) && (missing0 = "gasLimit"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.timestamp === undefined) && (missing0 = "timestamp"))) || ((data.uncles === undefined) && (missing0 = "uncles"))) || ((data.mixHash === undefined) && (missing0 = "mixHash"))) || ((data.baseFeePerGas === undefined) && (missing0 = "baseFeePerGas"))){
validate111.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema44.properties, key0))){
validate111.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
if(!(validate56(data0, {instancePath:instancePath+"/number",parentData:data,parentDataProperty:"number",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate111.errors = vErrors;
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
if(!(validate58(data1, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
validate111.errors = vErrors;
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
if(!(validate58(data.parentHash, {instancePath:instancePath+"/parentHash",parentData:data,parentDataProperty:"parentHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate115(data3, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
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
validate111.errors = vErrors;
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
if(!(validate58(data.sha3Uncles, {instancePath:instancePath+"/sha3Uncles",parentData:data,parentDataProperty:"sha3Uncles",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate118(data5, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
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
validate111.errors = vErrors;
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
if(!(validate58(data.transactionsRoot, {instancePath:instancePath+"/transactionsRoot",parentData:data,parentDataProperty:"transactionsRoot",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate58(data.stateRoot, {instancePath:instancePath+"/stateRoot",parentData:data,parentDataProperty:"stateRoot",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate58(data.receiptsRoot, {instancePath:instancePath+"/receiptsRoot",parentData:data,parentDataProperty:"receiptsRoot",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate52(data.miner, {instancePath:instancePath+"/miner",parentData:data,parentDataProperty:"miner",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
if(!(validate56(data.difficulty, {instancePath:instancePath+"/difficulty",parentData:data,parentDataProperty:"difficulty",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.totalDifficulty, {instancePath:instancePath+"/totalDifficulty",parentData:data,parentDataProperty:"totalDifficulty",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate54(data.extraData, {instancePath:instancePath+"/extraData",parentData:data,parentDataProperty:"extraData",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
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
if(!(validate56(data.size, {instancePath:instancePath+"/size",parentData:data,parentDataProperty:"size",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.gasLimit, {instancePath:instancePath+"/gasLimit",parentData:data,parentDataProperty:"gasLimit",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate58(data17[i0], {instancePath:instancePath+"/transactions/" + i0,parentData:data17,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate132(data17[i1], {instancePath:instancePath+"/transactions/" + i1,parentData:data17,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
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
validate111.errors = vErrors;
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
if(!(validate58(data20[i2], {instancePath:instancePath+"/uncles/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid8 = _errs45 === errors;
if(!valid8){
break;
}
}
}
else {
validate111.errors = [{instancePath:instancePath+"/uncles",schemaPath:"#/properties/uncles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate58(data.mixHash, {instancePath:instancePath+"/mixHash",parentData:data,parentDataProperty:"mixHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate56(data.baseFeePerGas, {instancePath:instancePath+"/baseFeePerGas",parentData:data,parentDataProperty:"baseFeePerGas",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate111.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}


function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate111(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactions === undefined) && (missing0 = "transactions")){
validate110.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate110.errors = vErrors;
return errors === 0;
}


function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate110(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
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
validate109.errors = vErrors;
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
validate109.errors = vErrors;
return errors === 0;
}

export const params_eth_getBlockByHash = validate157;
const schema48 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"type":"boolean"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate157.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate157.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate157.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate87(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(typeof data[1] !== "boolean"){
validate157.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate157.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate157.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockByHash = validate159;
const schema49 = {"oneOf":[{"$ref":"#/definitions/Block"},{"type":"null"}]};

function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate110(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
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

export const params_eth_getBlockTransactionCountByNumber = validate161;
const schema50 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate161.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate161.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate161.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
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
validate161.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate161.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockTransactionCountByNumber = validate163;
const schema51 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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

export const params_eth_getBlockTransactionCountByHash = validate165;
const schema52 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

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
if(!(validate87(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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

export const result_eth_getBlockTransactionCountByHash = validate167;
const schema53 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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

export const params_eth_getUncleCountByBlockNumber = validate169;
const schema54 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate169.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate169.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate169.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
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
validate169.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate169.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleCountByBlockNumber = validate171;
const schema55 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate171(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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

export const params_eth_getUncleCountByBlockHash = validate173;
const schema56 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

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
if(!(validate87(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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

export const result_eth_getUncleCountByBlockHash = validate175;
const schema57 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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

export const params_eth_getUncleByBlockNumberAndIndex = validate177;
const schema58 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

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
validate177.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate177.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleByBlockNumberAndIndex = validate180;
const schema59 = {"oneOf":[{"$ref":"#/definitions/Uncle"},{"type":"null"}]};
const schema60 = {"allOf":[{"$ref":"#/definitions/BlockBase"},{"not":{"required":["transactions"]}}]};

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate111(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
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
validate181.errors = [{instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
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
validate181.errors = vErrors;
return errors === 0;
}


function validate180(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate181(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
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

export const params_eth_getUncleByBlockHashAndIndex = validate184;
const schema61 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate184.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate184.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate184.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate87(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate184.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate184.errors = vErrors;
return errors === 0;
}

export const result_eth_getUncleByBlockHashAndIndex = validate187;
const schema62 = {"oneOf":[{"$ref":"#/definitions/Uncle"},{"type":"null"}]};

function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate181(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
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
validate187.errors = vErrors;
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
validate187.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByHash = validate189;
const schema63 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate189.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate189.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate189.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate87(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate189.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate189.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByHash = validate191;
const schema64 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate132(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
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
validate191.errors = vErrors;
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
validate191.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByBlockNumberAndIndex = validate193;
const schema65 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate193.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate193.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate193.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
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
validate193.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate193.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByBlockNumberAndIndex = validate196;
const schema66 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate196(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate132(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
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
validate196.errors = vErrors;
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
validate196.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionByBlockHashAndIndex = validate198;
const schema67 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate198(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate198.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate198.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate198.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate87(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate198.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate198.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionByBlockHashAndIndex = validate201;
const schema68 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate132(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
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
validate201.errors = vErrors;
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
validate201.errors = vErrors;
return errors === 0;
}

export const params_eth_getTransactionReceipt = validate203;
const schema69 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate203.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate203.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate203.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate87(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate203.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate203.errors = vErrors;
return errors === 0;
}

export const result_eth_getTransactionReceipt = validate205;
const schema70 = {"oneOf":[{"$ref":"#/definitions/Receipt"},{"type":"null"}]};
const schema71 = {"type":"object","additionalProperties":false,"required":["transactionHash","transactionIndex","blockHash","blockNumber","from","to","cumulativeGasUsed","gasUsed","effectiveGasPrice","contractAddress","logs","logsBloom","status","type"],"properties":{"transactionHash":{"$ref":"#/definitions/Hash32"},"transactionIndex":{"$ref":"#/definitions/Quantity"},"blockHash":{"$ref":"#/definitions/Hash32"},"blockNumber":{"$ref":"#/definitions/Quantity"},"from":{"$ref":"#/definitions/Address"},"to":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"cumulativeGasUsed":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"effectiveGasPrice":{"$ref":"#/definitions/Quantity"},"contractAddress":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"logs":{"type":"array","items":{"$ref":"#/definitions/Log"}},"logsBloom":{"$ref":"#/definitions/Bloom"},"status":{"type":"string","enum":["0x0","0x1"]},"type":{"type":"string","enum":["0x0","0x1","0x2"]}}};
const schema72 = {"type":"object","additionalProperties":false,"required":["removed","logIndex","transactionIndex","transactionHash","blockHash","blockNumber","address","data","topics"],"properties":{"removed":{"type":"boolean"},"logIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockNumber":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"address":{"$ref":"#/definitions/Address"},"data":{"$ref":"#/definitions/Data"},"topics":{"type":"array","maxItems":4,"items":{"$ref":"#/definitions/Hash32"}}}};

function validate217(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.removed === undefined) && (missing0 = "removed")) || ((data.logIndex === undefined) && (missing0 = "logIndex"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.transactionHash === undefined) && (missing0 = "transactionHash"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.address === undefined) && (missing0 = "address"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.topics === undefined) && (missing0 = "topics"))){
validate217.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema72.properties, key0))){
validate217.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.removed !== undefined){
const _errs2 = errors;
if(typeof data.removed !== "boolean"){
validate217.errors = [{instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate56(data1, {instancePath:instancePath+"/logIndex",parentData:data,parentDataProperty:"logIndex",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate217.errors = vErrors;
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
if(!(validate56(data2, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate217.errors = vErrors;
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
if(!(validate58(data3, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
validate217.errors = vErrors;
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
if(!(validate58(data4, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
validate217.errors = vErrors;
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
if(!(validate56(data5, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate217.errors = vErrors;
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
if(!(validate52(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
if(!(validate54(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
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
validate217.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid6 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs33 = errors;
if(!(validate58(data8[i0], {instancePath:instancePath+"/topics/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
validate217.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate217.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate217.errors = vErrors;
return errors === 0;
}


function validate206(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.transactionHash === undefined) && (missing0 = "transactionHash")) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.cumulativeGasUsed === undefined) && (missing0 = "cumulativeGasUsed"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.effectiveGasPrice === undefined) && (missing0 = "effectiveGasPrice"))) || ((data.contractAddress === undefined) && (missing0 = "contractAddress"))) || ((data.logs === undefined) && (missing0 = "logs"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.type === undefined) && (missing0 = "type"))){
validate206.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema71.properties, key0))){
validate206.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.transactionHash !== undefined){
const _errs2 = errors;
if(!(validate58(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate56(data.transactionIndex, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate58(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate56(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate52(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
if(!(validate52(data5, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
validate206.errors = vErrors;
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
if(!(validate56(data.cumulativeGasUsed, {instancePath:instancePath+"/cumulativeGasUsed",parentData:data,parentDataProperty:"cumulativeGasUsed",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.effectiveGasPrice, {instancePath:instancePath+"/effectiveGasPrice",parentData:data,parentDataProperty:"effectiveGasPrice",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate52(data9, {instancePath:instancePath+"/contractAddress",parentData:data,parentDataProperty:"contractAddress",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
validate206.errors = vErrors;
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
if(!(validate217(data10[i0], {instancePath:instancePath+"/logs/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate206.errors = [{instancePath:instancePath+"/logs",schemaPath:"#/properties/logs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate118(data.logsBloom, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
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
validate206.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data13 === "0x0") || (data13 === "0x1"))){
validate206.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema71.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
validate206.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "0x0") || (data14 === "0x1")) || (data14 === "0x2"))){
validate206.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema71.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate206(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
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
validate205.errors = vErrors;
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
validate205.errors = vErrors;
return errors === 0;
}

export const params_eth_getBlockReceipts = validate229;
const schema73 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate229(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate229.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate229.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate229.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
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
validate229.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate229.errors = vErrors;
return errors === 0;
}

export const result_eth_getBlockReceipts = validate231;
const schema74 = {"oneOf":[{"type":"array","items":{"$ref":"#/definitions/Receipt"}},{"type":"null"}]};

function validate231(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate206(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data !== null){
const err1 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
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
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate231.errors = vErrors;
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
validate231.errors = vErrors;
return errors === 0;
}

export const params_eth_getLogs = validate233;
const schema75 = {"type":"array","items":[{"$ref":"#/definitions/Filter"}],"minItems":1,"maxItems":1,"additionalItems":false};
const schema76 = {"type":"object","properties":{"fromBlock":{"$ref":"#/definitions/BlockParameter"},"toBlock":{"$ref":"#/definitions/BlockParameter"},"address":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/AddressInput"}}]},"topics":{"type":"array","maxItems":4,"items":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}]}},"blockHash":{"$ref":"#/definitions/Hash32Input"}},"not":{"anyOf":[{"required":["blockHash","fromBlock"]},{"required":["blockHash","toBlock"]}]}};

function validate234(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate234.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
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
validate234.errors = vErrors;
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
validate234.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
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
if(!(validate87(data5, {instancePath:instancePath+"/topics/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
if(!(validate87(data5[i2], {instancePath:instancePath+"/topics/" + i1+"/" + i2,parentData:data5,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate234.errors = vErrors;
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
validate234.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate87(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate234.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate234.errors = vErrors;
return errors === 0;
}


function validate233(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate233.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate233.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate233.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate234(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate233.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate233.errors = vErrors;
return errors === 0;
}

export const result_eth_getLogs = validate243;
const schema77 = {"type":"array","items":{"$ref":"#/definitions/Log"}};

function validate243(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate217(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate243.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate243.errors = vErrors;
return errors === 0;
}

export const params_eth_newFilter = validate245;
const schema78 = {"type":"array","items":[{"$ref":"#/definitions/Filter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate245(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate245.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate245.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate245.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate234(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
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

export const result_eth_newFilter = validate247;
const schema79 = {"type":"string","pattern":"^0x[1-9a-f][0-9a-f]{31}$"};
const pattern19 = new RegExp("^0x[1-9a-f][0-9a-f]{31}$", "u");

function validate247(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern19.test(data)){
validate247.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate247.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate247.errors = vErrors;
return errors === 0;
}

export const params_eth_newBlockFilter = validate248;
const schema80 = {"type":"array","maxItems":0};

function validate248(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate248.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate248.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate248.errors = vErrors;
return errors === 0;
}

export const result_eth_newBlockFilter = validate249;

function validate249(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern19.test(data)){
validate249.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate249.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate249.errors = vErrors;
return errors === 0;
}

export const params_eth_newPendingTransactionFilter = validate250;
const schema82 = {"type":"array","maxItems":0};

function validate250(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate250.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
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

export const result_eth_newPendingTransactionFilter = validate251;

function validate251(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern19.test(data)){
validate251.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate251.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate251.errors = vErrors;
return errors === 0;
}

export const params_eth_getFilterChanges = validate252;
const schema84 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};
const schema85 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"};
const pattern22 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$", "u");

function validate253(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern22.test(data)){
validate253.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"+"\""}];
return false;
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate253.errors = vErrors;
return errors === 0;
}


function validate252(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate252.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate252.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate252.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate253(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate252.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate252.errors = vErrors;
return errors === 0;
}

export const result_eth_getFilterChanges = validate255;
const schema86 = {"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Log"}},{"type":"array","items":{"$ref":"#/definitions/Hash32"}}]};

function validate255(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate217(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
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
if(!(validate58(data[i1], {instancePath:instancePath+"/" + i1,parentData:data,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
validate255.errors = vErrors;
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
validate255.errors = vErrors;
return errors === 0;
}

export const params_eth_getFilterLogs = validate258;
const schema87 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

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
if(!(validate253(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
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

export const result_eth_getFilterLogs = validate260;
const schema88 = {"type":"array","items":{"$ref":"#/definitions/Log"}};

function validate260(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate217(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate260.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate260.errors = vErrors;
return errors === 0;
}

export const params_eth_uninstallFilter = validate262;
const schema89 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate262(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate262.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate262.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate262.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate253(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate262.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate262.errors = vErrors;
return errors === 0;
}

export const result_eth_uninstallFilter = validate264;
const schema90 = {"type":"boolean"};

function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate264.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate264.errors = vErrors;
return errors === 0;
}

export const params_eth_subscribe = validate265;
const schema91 = {"type":"array","items":[{"$ref":"#/definitions/SubscriptionType"},{"$ref":"#/definitions/LogSubscriptionFilter"}],"minItems":1,"maxItems":2,"additionalItems":false};
const schema92 = {"type":"string","enum":["newHeads","logs","newPendingTransactions"]};

function validate266(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate266.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "newHeads") || (data === "logs")) || (data === "newPendingTransactions"))){
validate266.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema92.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate266.errors = vErrors;
return errors === 0;
}

const schema93 = {"type":"object","properties":{"address":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/AddressInput"}}]},"topics":{"type":"array","maxItems":4,"items":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}]}}}};

function validate268(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate268.errors = vErrors;
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
validate268.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
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
if(!(validate87(data3, {instancePath:instancePath+"/topics/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
if(!(validate87(data3[i2], {instancePath:instancePath+"/topics/" + i1+"/" + i2,parentData:data3,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate268.errors = vErrors;
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
validate268.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate268.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate268.errors = vErrors;
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
if(data.length < 1){
validate265.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
if(!(validate266(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate268(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate268.errors : vErrors.concat(validate268.errors);
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

export const result_eth_subscribe = validate274;

function validate274(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern19.test(data)){
validate274.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate274.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate274.errors = vErrors;
return errors === 0;
}

export const params_eth_unsubscribe = validate275;
const schema95 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate275(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate275.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate275.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate275.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate253(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
}
}
}
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

export const result_eth_unsubscribe = validate277;
const schema96 = {"type":"boolean"};

function validate277(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate277.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate277.errors = vErrors;
return errors === 0;
}

export const params_eth_sendRawTransaction = validate278;
const schema97 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate278(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate278.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate278.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate278.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate79(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate278.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate278.errors = vErrors;
return errors === 0;
}

export const result_eth_sendRawTransaction = validate280;

function validate280(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate280.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
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

export const params_eth_chainId = validate281;
const schema99 = {"type":"array","maxItems":0};

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

export const result_eth_chainId = validate282;

function validate282(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate282.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate282.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate282.errors = vErrors;
return errors === 0;
}

export const params_eth_blockNumber = validate283;
const schema101 = {"type":"array","maxItems":0};

function validate283(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate283.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate283.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate283.errors = vErrors;
return errors === 0;
}

export const result_eth_blockNumber = validate284;

function validate284(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate284.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate284.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate284.errors = vErrors;
return errors === 0;
}

export const params_eth_syncing = validate285;
const schema103 = {"type":"array","maxItems":0};

function validate285(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate285.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate285.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate285.errors = vErrors;
return errors === 0;
}

export const result_eth_syncing = validate286;
const schema104 = {"anyOf":[{"type":"boolean","enum":[false]},{"$ref":"#/definitions/SyncProgress"}]};
const schema105 = {"type":"object","additionalProperties":false,"required":["startingBlock","currentBlock","highestBlock"],"properties":{"startingBlock":{"$ref":"#/definitions/Quantity"},"currentBlock":{"$ref":"#/definitions/Quantity"},"highestBlock":{"$ref":"#/definitions/Quantity"}}};

function validate287(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.startingBlock === undefined) && (missing0 = "startingBlock")) || ((data.currentBlock === undefined) && (missing0 = "currentBlock"))) || ((data.highestBlock === undefined) && (missing0 = "highestBlock"))){
validate287.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "startingBlock") || (key0 === "currentBlock")) || (key0 === "highestBlock"))){
validate287.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.startingBlock !== undefined){
const _errs2 = errors;
if(!(validate56(data.startingBlock, {instancePath:instancePath+"/startingBlock",parentData:data,parentDataProperty:"startingBlock",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.currentBlock, {instancePath:instancePath+"/currentBlock",parentData:data,parentDataProperty:"currentBlock",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data.highestBlock, {instancePath:instancePath+"/highestBlock",parentData:data,parentDataProperty:"highestBlock",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate287.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate287.errors = vErrors;
return errors === 0;
}


function validate286(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema104.anyOf[0].enum},message:"must be equal to one of the allowed values"};
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
if(!(validate287(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors);
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
validate286.errors = vErrors;
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
validate286.errors = vErrors;
return errors === 0;
}

export const params_eth_accounts = validate292;
const schema106 = {"type":"array","maxItems":0};

function validate292(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate292.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate292.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate292.errors = vErrors;
return errors === 0;
}

export const result_eth_accounts = validate293;
const schema107 = {"type":"array","items":{"$ref":"#/definitions/Address"}};

function validate293(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate52(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate293.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate293.errors = vErrors;
return errors === 0;
}

export const params_eth_coinbase = validate295;
const schema108 = {"type":"array","maxItems":0};

function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate295.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate295.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate295.errors = vErrors;
return errors === 0;
}

export const result_eth_coinbase = validate296;

function validate296(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern8.test(data)){
validate296.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\""}];
return false;
}
}
else {
validate296.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate296.errors = vErrors;
return errors === 0;
}

export const params_eth_gasPrice = validate297;
const schema110 = {"type":"array","maxItems":0};

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

export const result_eth_gasPrice = validate298;

function validate298(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate298.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate298.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate298.errors = vErrors;
return errors === 0;
}

export const params_eth_maxPriorityFeePerGas = validate299;
const schema112 = {"type":"array","maxItems":0};

function validate299(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate299.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate299.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate299.errors = vErrors;
return errors === 0;
}

export const result_eth_maxPriorityFeePerGas = validate300;

function validate300(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate300.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate300.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate300.errors = vErrors;
return errors === 0;
}

export const params_eth_feeHistory = validate301;
const schema114 = {"type":"array","items":[{"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"type":"integer","minimum":0}]},{"$ref":"#/definitions/BlockParameter"},{"type":"array","items":{"type":"number","minimum":0,"maximum":100}}],"minItems":2,"maxItems":3,"additionalItems":false};

function validate301(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate301.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate301.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate301.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
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
validate301.errors = vErrors;
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
validate301.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate301.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate301.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate301.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate301.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate301.errors = vErrors;
return errors === 0;
}

export const result_eth_feeHistory = validate304;
const schema115 = {"type":"object","additionalProperties":false,"required":["oldestBlock","baseFeePerGas","gasUsedRatio"],"properties":{"oldestBlock":{"$ref":"#/definitions/Quantity"},"baseFeePerGas":{"type":"array","items":{"$ref":"#/definitions/Quantity"}},"gasUsedRatio":{"type":"array","items":{"type":"number","minimum":0}},"reward":{"type":"array","items":{"type":"array","items":{"$ref":"#/definitions/Quantity"}}}}};

function validate304(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.oldestBlock === undefined) && (missing0 = "oldestBlock")) || ((data.baseFeePerGas === undefined) && (missing0 = "baseFeePerGas"))) || ((data.gasUsedRatio === undefined) && (missing0 = "gasUsedRatio"))){
validate304.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "oldestBlock") || (key0 === "baseFeePerGas")) || (key0 === "gasUsedRatio")) || (key0 === "reward"))){
validate304.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.oldestBlock !== undefined){
const _errs2 = errors;
if(!(validate56(data.oldestBlock, {instancePath:instancePath+"/oldestBlock",parentData:data,parentDataProperty:"oldestBlock",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate56(data1[i0], {instancePath:instancePath+"/baseFeePerGas/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate304.errors = [{instancePath:instancePath+"/baseFeePerGas",schemaPath:"#/properties/baseFeePerGas/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate304.errors = [{instancePath:instancePath+"/gasUsedRatio/" + i1,schemaPath:"#/properties/gasUsedRatio/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate304.errors = [{instancePath:instancePath+"/gasUsedRatio/" + i1,schemaPath:"#/properties/gasUsedRatio/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate304.errors = [{instancePath:instancePath+"/gasUsedRatio",schemaPath:"#/properties/gasUsedRatio/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate56(data6[i3], {instancePath:instancePath+"/reward/" + i2+"/" + i3,parentData:data6,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid4 = _errs14 === errors;
if(!valid4){
break;
}
}
}
else {
validate304.errors = [{instancePath:instancePath+"/reward/" + i2,schemaPath:"#/properties/reward/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate304.errors = [{instancePath:instancePath+"/reward",schemaPath:"#/properties/reward/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate304.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate304.errors = vErrors;
return errors === 0;
}

export const params_eth_getWork = validate308;
const schema116 = {"type":"array","maxItems":0};

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

export const result_eth_getWork = validate309;
const schema117 = {"type":"array","items":[{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Hash32"}],"minItems":3,"maxItems":3,"additionalItems":false};

function validate309(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate309.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate309.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate309.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate58(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate58(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate58(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
validate309.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate309.errors = vErrors;
return errors === 0;
}

export const params_eth_submitWork = validate313;
const schema118 = {"type":"array","items":[{"$ref":"#/definitions/Bytes8Input"},{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Hash32Input"}],"minItems":3,"maxItems":3,"additionalItems":false};
const schema119 = {"type":"string","pattern":"^0x[0-9a-fA-F]{16}$"};
const pattern30 = new RegExp("^0x[0-9a-fA-F]{16}$", "u");

function validate314(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern30.test(data)){
validate314.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{16}$"+"\""}];
return false;
}
}
else {
validate314.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate314.errors = vErrors;
return errors === 0;
}


function validate313(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate313.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate313.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate313.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate314(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate314.errors : vErrors.concat(validate314.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate87(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate87(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate313.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate313.errors = vErrors;
return errors === 0;
}

export const result_eth_submitWork = validate318;
const schema120 = {"type":"boolean"};

function validate318(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate318.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate318.errors = vErrors;
return errors === 0;
}

export const params_eth_submitHashrate = validate319;
const schema121 = {"type":"array","items":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/Hash32Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

function validate319(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate319.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate319.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate319.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
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
if(!(validate87(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate319.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate319.errors = vErrors;
return errors === 0;
}

export const result_eth_submitHashrate = validate322;
const schema122 = {"type":"boolean"};

function validate322(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate322.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate322.errors = vErrors;
return errors === 0;
}

export const params_eth_mining = validate323;
const schema123 = {"type":"array","maxItems":0};

function validate323(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate323.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate323.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate323.errors = vErrors;
return errors === 0;
}

export const result_eth_mining = validate324;
const schema124 = {"type":"boolean"};

function validate324(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate324.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate324.errors = vErrors;
return errors === 0;
}

export const params_eth_hashrate = validate325;
const schema125 = {"type":"array","maxItems":0};

function validate325(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate325.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate325.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate325.errors = vErrors;
return errors === 0;
}

export const result_eth_hashrate = validate326;

function validate326(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate326.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate326.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate326.errors = vErrors;
return errors === 0;
}

export const params_net_version = validate327;
const schema127 = {"type":"array","maxItems":0};

function validate327(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate327.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate327.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate327.errors = vErrors;
return errors === 0;
}

export const result_net_version = validate328;
const schema128 = {"type":"string","pattern":"^(0|[1-9][0-9]*)$"};
const pattern32 = new RegExp("^(0|[1-9][0-9]*)$", "u");

function validate328(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern32.test(data)){
validate328.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""}];
return false;
}
}
else {
validate328.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate328.errors = vErrors;
return errors === 0;
}

export const params_net_listening = validate329;
const schema129 = {"type":"array","maxItems":0};

function validate329(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate329.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate329.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate329.errors = vErrors;
return errors === 0;
}

export const result_net_listening = validate330;
const schema130 = {"type":"boolean"};

function validate330(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate330.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate330.errors = vErrors;
return errors === 0;
}

export const params_net_peerCount = validate331;
const schema131 = {"type":"array","maxItems":0};

function validate331(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate331.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate331.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate331.errors = vErrors;
return errors === 0;
}

export const result_net_peerCount = validate332;

function validate332(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate332.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate332.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate332.errors = vErrors;
return errors === 0;
}

export const params_web3_clientVersion = validate333;
const schema133 = {"type":"array","maxItems":0};

function validate333(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate333.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate333.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate333.errors = vErrors;
return errors === 0;
}

export const result_web3_clientVersion = validate334;
const schema134 = {"type":"string"};

function validate334(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate334.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate334.errors = vErrors;
return errors === 0;
}

export const params_web3_sha3 = validate335;
const schema135 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate335(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate335.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate335.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate335.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate79(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate335.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate335.errors = vErrors;
return errors === 0;
}

export const result_web3_sha3 = validate337;

function validate337(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate337.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate337.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate337.errors = vErrors;
return errors === 0;
}

export const params_debug_getRawBlock = validate338;
const schema137 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

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
validate338.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate338.errors = vErrors;
return errors === 0;
}

export const result_debug_getRawBlock = validate340;

function validate340(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate340.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
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

export const params_debug_getRawHeader = validate341;
const schema139 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

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
validate341.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate341.errors = vErrors;
return errors === 0;
}

export const result_debug_getRawHeader = validate343;

function validate343(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate343.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
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

export const params_debug_getRawReceipts = validate344;
const schema141 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate344(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate344.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate344.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate344.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
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
validate344.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate344.errors = vErrors;
return errors === 0;
}

export const result_debug_getRawReceipts = validate346;
const schema142 = {"oneOf":[{"type":"array","items":{"$ref":"#/definitions/Data"}},{"type":"null"}]};

function validate346(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate54(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data !== null){
const err1 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
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
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate346.errors = vErrors;
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
validate346.errors = vErrors;
return errors === 0;
}

export const params_debug_getRawTransaction = validate348;
const schema143 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate348(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate348.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate348.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate348.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate87(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate348.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate348.errors = vErrors;
return errors === 0;
}

export const result_debug_getRawTransaction = validate350;

function validate350(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate350.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate350.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate350.errors = vErrors;
return errors === 0;
}

export const params_client_nextNonce = validate351;
const schema145 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

function validate351(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate351.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate351.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate351.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
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
validate351.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate351.errors = vErrors;
return errors === 0;
}

export const result_client_nextNonce = validate353;

function validate353(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate353.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate353.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate353.errors = vErrors;
return errors === 0;
}

export const params_rpc_discover = validate354;
const schema147 = {"type":"array","maxItems":0};

function validate354(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate354.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate354.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate354.errors = vErrors;
return errors === 0;
}

export const result_rpc_discover = validate355;
const schema148 = {"type":"object","required":["openrpc","info","methods"],"properties":{"openrpc":{"type":"string"},"info":{"type":"object","additionalProperties":true},"methods":{"type":"array"},"components":{"type":"object","additionalProperties":true}},"additionalProperties":true};

function validate355(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.openrpc === undefined) && (missing0 = "openrpc")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.methods === undefined) && (missing0 = "methods"))){
validate355.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.openrpc !== undefined){
const _errs2 = errors;
if(typeof data.openrpc !== "string"){
validate355.errors = [{instancePath:instancePath+"/openrpc",schemaPath:"#/properties/openrpc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate355.errors = [{instancePath:instancePath+"/info",schemaPath:"#/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate355.errors = [{instancePath:instancePath+"/methods",schemaPath:"#/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate355.errors = [{instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate355.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate355.errors = vErrors;
return errors === 0;
}

