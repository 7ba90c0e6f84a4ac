export { parseArgv, type ArgvOption } from './argv.js';
export { isCollectedWord, isSpawnedPair, parseCollectedWords, parseSpawnedPairs, parseWaitSeconds } from './next-words.js';
