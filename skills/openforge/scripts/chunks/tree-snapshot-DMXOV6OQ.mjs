import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{DEFAULT_MAX_FILES,RACY_WINDOW_MS,snapshotTree}from"./chunk-D4AZORCC.mjs";import"./chunk-3E6JKEPO.mjs";import"./chunk-IOL5YAWY.mjs";import"./chunk-3NF2BBRM.mjs";import"./chunk-FT5FMO4L.mjs";export{DEFAULT_MAX_FILES,RACY_WINDOW_MS,snapshotTree};
