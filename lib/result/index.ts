export { parseReviewReport } from './review-report.js';
export { parseResultFile, type ResultFileParse, type ResultSource } from './parse-result-file.js';
export { splitLocation } from './location.js';
export { proseStatus } from './prose-status.js';
export * from './vocabulary.js';
export { classifyUsageLimit } from './usage-limit.js';
