export { parseReviewReport, type ReviewReport, type ReviewReportParse } from './review-report.js';
export { parseResultFile, envelopeFromReview, type ResultFileParse, type ResultSource } from './parse-result-file.js';
export { checkEnvelope, MAX_ENVELOPE_PROBLEMS } from './check-envelope.js';
export { splitLocation, type Located } from './location.js';
export { RESULT_RULE_IDS, type ResultRuleId } from './rule-ids.js';
export * from './vocabulary.js';
