import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{describeFsError,fsyncDirectory,writeFileAtomic}from"./chunk-3NF2BBRM.mjs";import"./chunk-FT5FMO4L.mjs";export{describeFsError,fsyncDirectory,writeFileAtomic};
