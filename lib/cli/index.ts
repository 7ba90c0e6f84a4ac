export { parseArgv, type ArgvOption } from './argv.js';
export { isCollectedWord, isSpawnedPair, parseCollectedWords, parseSpawnedPairs } from './next-words.js';
