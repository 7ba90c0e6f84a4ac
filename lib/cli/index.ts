export { parseArgv, type ArgvOption } from './argv.js';
