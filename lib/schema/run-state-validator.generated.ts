// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateRunState: SchemaProblemSource = validate52;
const schema19 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-state.schema.json","title":"run-state","type":"object","required":["schemaVersion","runId","status","prd","cwd","runDir","only","settings","waves","phases","createdAt","updatedAt","seq","spawnCount","limits","escalation","summaryFile","finishedAt"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"prd":{"type":"object","required":["path","sha256","title","objective"],"properties":{"path":{"type":"string"},"sha256":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"cwd":{"type":"string"},"runDir":{"type":"string"},"only":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","required":["maxParallel","maxSpawns","maxDurationSeconds","summaryBudgetBytes","erosion","scope","ccThreshold","graceSeconds"],"properties":{"maxParallel":{"type":"integer","minimum":1},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"summaryBudgetBytes":{"type":"integer","minimum":1},"erosion":{"enum":["refactor","flag","off"]},"scope":{"enum":["fail","warn"]},"ccThreshold":{"type":"integer","minimum":1},"graceSeconds":{"type":"integer","minimum":0},"finalVerification":{"enum":["on","off"]},"testBaseline":{"enum":["on","off"]},"failToPass":{"enum":["on","off"]},"maxTokens":{"type":"integer","minimum":1},"maxCost":{"type":"number","exclusiveMinimum":0},"usage":{"type":"string","const":"sessions.usage"},"handover":{"type":"string","const":"collectors"}},"additionalProperties":false},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"confirmGates":{"type":"array","items":{"$ref":"#/$defs/item0"}},"phases":{"type":"array","items":{"$ref":"#/$defs/item1"}},"createdAt":{"type":"integer","minimum":0},"updatedAt":{"type":"integer","minimum":0},"seq":{"type":"integer","minimum":0},"progressSeq":{"type":"integer","minimum":0},"spawnCount":{"type":"integer","minimum":0},"limits":{"type":"object","required":["maxSpawns","maxDurationSeconds"],"properties":{"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"maxTokens":{"type":"integer","minimum":1},"maxCost":{"type":"number","exclusiveMinimum":0},"usageUnknownAccepted":{"type":"boolean","const":true}},"additionalProperties":false},"escalation":{"anyOf":[{"type":"object","required":["phase","reason","detail","gateOutput","at"],"properties":{"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","gate-not-run","final-verification-failed","usage-limit","spawn-failed","gate-log-refused","gate-wrong-dir","run-state-tampered"]},"detail":{"type":"string"},"gateOutput":{"anyOf":[{"type":"string"},{"type":"null"}]},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]},"history":{"type":"array","items":{"anyOf":[{"type":"object","required":["kind","at","phase","reason","detail"],"properties":{"kind":{"type":"string","const":"escalated"},"at":{"type":"integer","minimum":0},"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","gate-not-run","final-verification-failed","usage-limit","spawn-failed","gate-log-refused","gate-wrong-dir","run-state-tampered"]},"detail":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["kind","at","reset","note"],"properties":{"kind":{"type":"string","const":"resumed"},"at":{"type":"integer","minimum":0},"reset":{"type":"array","items":{"type":"string"}},"note":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["kind","at","note"],"properties":{"kind":{"type":"string","const":"cancelled"},"at":{"type":"integer","minimum":0},"note":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false}]}},"baseline":{"type":"object","required":["gates"],"properties":{"gates":{"type":"array","items":{"$ref":"#/$defs/item22"}}},"additionalProperties":false},"verification":{"type":"object","required":["gates","from"],"properties":{"gates":{"type":"array","items":{"$ref":"#/$defs/item25"}},"from":{"type":"integer","minimum":0}},"additionalProperties":false},"oldCode":{"type":"object","required":["gates","skipped"],"properties":{"gates":{"type":"array","items":{"$ref":"#/$defs/item28"}},"skipped":{"type":"array","items":{"$ref":"#/$defs/item31"}}},"additionalProperties":false},"lateChanges":{"type":"object","required":["changes","from"],"properties":{"changes":{"type":"array","items":{"$ref":"#/$defs/item32"}},"from":{"type":"integer","minimum":0}},"additionalProperties":false},"usageLimit":{"type":"object","required":["kind","resetAt","resetText","message","since","phase","actionId","source"],"properties":{"kind":{"enum":["rate-limit","quota","usage-limit","overloaded"]},"resetAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"resetText":{"anyOf":[{"type":"string"},{"type":"null"}]},"message":{"type":"string"},"since":{"type":"integer","minimum":0},"phase":{"type":"string"},"actionId":{"type":"string"},"source":{"enum":["sessions_spawn","result"]}},"additionalProperties":false},"refusedModels":{"type":"array","items":{"$ref":"#/$defs/item33"}},"summaryFile":{"anyOf":[{"type":"string"},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"gatesConfirmedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"snapshotDigest":{"type":"string","pattern":"^h64:[0-9a-f]{16}$"}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["phase","command","runs"],"properties":{"phase":{"type":"string"},"command":{"type":"string"},"runs":{"type":"string"},"workdir":{"type":"string"}},"additionalProperties":false},"item2":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"},"workdir":{"type":"string"}},"additionalProperties":false},"item3":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"},"workdir":{"type":"string"}},"additionalProperties":false},"item4":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},"item5":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},"item7":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false},"item8":{"type":"object","required":["path","before","after"],"properties":{"path":{"type":"string"},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"item9":{"type":"object","required":["path","change","tests"],"properties":{"path":{"type":"string"},"change":{"anyOf":[{"type":"string","const":"added"},{"type":"string","const":"extended"},{"type":"string","const":"edited"},{"type":"string","const":"deleted"},{"type":"string","const":"moved"},{"type":"string","const":"unrelated"}]},"tests":{"type":"integer","minimum":0},"quote":{"type":"object","properties":{"line":{"type":"integer","minimum":0},"test":{"type":"string"},"before":{"type":"string"},"after":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false},"item6":{"type":"object","required":["actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","issuedAt","sessionKey","confirmedAt","outcome","status","verdict","finishedAt","problems","summary","findings","filesModified","changed","outside"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"sessionKey":{"anyOf":[{"type":"string"},{"type":"null"}]},"confirmedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reportedModel":{"type":"string"},"collectorRunId":{"type":"string"},"collected":{"type":"object","required":["status","at"],"properties":{"status":{"enum":["done","failed","killed","timeout"]},"inputTokens":{"type":"integer","minimum":0},"outputTokens":{"type":"integer","minimum":0},"at":{"type":"integer","minimum":0}},"additionalProperties":false},"usageLog":{"type":"object","required":["file","issuedAt"],"properties":{"file":{"type":"string"},"issuedAt":{"type":"integer","minimum":0},"notBefore":{"type":"integer","minimum":0}},"additionalProperties":false},"usage":{"anyOf":[{"type":"object","required":["known","source","model","input","output","cacheRead","cacheWrite","totalTokens","cost"],"properties":{"known":{"type":"boolean","const":true},"source":{"type":"string","const":"sessions.usage"},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"input":{"type":"integer","minimum":0},"output":{"type":"integer","minimum":0},"cacheRead":{"type":"integer","minimum":0},"cacheWrite":{"type":"integer","minimum":0},"totalTokens":{"type":"integer","minimum":0},"cost":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["known","why"],"properties":{"known":{"type":"boolean","const":false},"why":{"type":"string"}},"additionalProperties":false}]},"outcome":{"anyOf":[{"enum":["accepted","invalid","timed-out","abandoned","limited","not-started"]},{"type":"null"}]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"$ref":"#/$defs/item7"}},"filesModified":{"type":"array","items":{"type":"string"}},"unmet":{"type":"array","items":{"type":"string"}},"unclearOnly":{"type":"boolean","const":true},"changed":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"changedAt":{"type":"integer","minimum":0},"unattributed":{"type":"array","items":{"type":"string"}},"unconfirmed":{"type":"array","items":{"type":"string"}},"outside":{"type":"array","items":{"type":"string"}},"assertions":{"type":"array","items":{"$ref":"#/$defs/item8"}},"edits":{"type":"array","items":{"$ref":"#/$defs/item9"}}},"additionalProperties":false},"item11":{"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false},"item12":{"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false},"item10":{"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item11"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item12"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0}},"additionalProperties":false},"item14":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false},"item13":{"type":"object","required":["attempt","role","cycle","reason","fingerprint","gateTail","findings","generation","at"],"properties":{"attempt":{"type":"integer","minimum":1},"role":{"enum":["work","review","fix","refactor"]},"cycle":{"type":"integer","minimum":1},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"$ref":"#/$defs/item14"}},"generation":{"type":"integer","minimum":0},"at":{"type":"integer","minimum":0}},"additionalProperties":false},"item15":{"type":"object","required":["of","generation","criteria"],"properties":{"of":{"type":"string"},"generation":{"type":"integer","minimum":0},"criteria":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"item17":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false},"item16":{"type":"object","required":["cycle","findings"],"properties":{"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"$ref":"#/$defs/item17"}}},"additionalProperties":false},"item18":{"type":"object","required":["decision","note","at","round"],"properties":{"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"at":{"type":"integer","minimum":0},"round":{"type":"integer","minimum":1}},"additionalProperties":false},"item20":{"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"item21":{"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false},"item19":{"type":"object","required":["actionId","role","measured","reason","before","after","growth","flagged","offenders","skipped"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","refactor"]},"measured":{"type":"boolean"},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"growth":{"anyOf":[{"type":"number"},{"type":"null"}]},"flagged":{"type":"boolean"},"offenders":{"type":"array","items":{"$ref":"#/$defs/item20"}},"skipped":{"type":"array","items":{"$ref":"#/$defs/item21"}}},"additionalProperties":false},"item1":{"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosionPolicy","tasks","acceptance","status","role","attempt","cycle","round","generation","currentSpawn","currentGates","attemptFailed","handoff","spawns","gates","failures","reviews","decisions","context","summary","erosion","erosionChecks","skipReason","startedAt","finishedAt","lastEvent"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"parallel":{"type":"boolean"},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"$ref":"#/$defs/item2"}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"$ref":"#/$defs/item3"}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"workdir":{"type":"string"},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"removesTests":{"type":"boolean"},"erosionPolicy":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"$ref":"#/$defs/item4"}},"acceptance":{"type":"array","items":{"$ref":"#/$defs/item5"}},"status":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"round":{"type":"integer","minimum":0},"generation":{"type":"integer","minimum":0},"currentSpawn":{"anyOf":[{"type":"string"},{"type":"null"}]},"currentGates":{"type":"array","items":{"type":"string"}},"attemptFailed":{"type":"boolean"},"handoff":{"type":"boolean"},"spawns":{"type":"array","items":{"$ref":"#/$defs/item6"}},"gates":{"type":"array","items":{"$ref":"#/$defs/item10"}},"failures":{"type":"array","items":{"$ref":"#/$defs/item13"}},"acceptanceAsks":{"type":"array","items":{"$ref":"#/$defs/item15"}},"reviews":{"type":"array","items":{"$ref":"#/$defs/item16"}},"decisions":{"type":"array","items":{"$ref":"#/$defs/item18"}},"context":{"anyOf":[{"type":"string"},{"type":"null"}]},"resumed":{"type":"object","required":["escalation","question","answer","earlier"],"properties":{"escalation":{"type":"string"},"question":{"anyOf":[{"type":"string"},{"type":"null"}]},"answer":{"anyOf":[{"type":"string"},{"type":"null"}]},"earlier":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"erosion":{"anyOf":[{"enum":["not-measured","ok","flagged"]},{"type":"null"}]},"noChanges":{"type":"boolean","const":true},"erosionChecks":{"type":"array","items":{"$ref":"#/$defs/item19"}},"skipReason":{"anyOf":[{"enum":["skip-flag","only"]},{"type":"null"}]},"startedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"lastEvent":{"anyOf":[{"type":"object","required":["type","at"],"properties":{"type":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false},"item23":{"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false},"item24":{"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false},"item22":{"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt","phase"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item23"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item24"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0},"phase":{"type":"string"}},"additionalProperties":false},"item26":{"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false},"item27":{"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false},"item25":{"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt","phase"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item26"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item27"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0},"phase":{"type":"string"}},"additionalProperties":false},"item29":{"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false},"item30":{"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false},"item28":{"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt","phase","scratch","reverted","tests","passedBefore","passedAfter"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item29"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item30"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0},"phase":{"type":"string"},"scratch":{"type":"string"},"reverted":{"type":"array","items":{"type":"string"}},"tests":{"type":"array","items":{"type":"string"}},"passedBefore":{"type":"integer","minimum":0},"passedAfter":{"type":"integer","minimum":0}},"additionalProperties":false},"item31":{"type":"object","required":["phase","command","why"],"properties":{"phase":{"type":"string"},"command":{"type":"string"},"why":{"enum":["not-kept","layout-failed"]},"path":{"type":"string"}},"additionalProperties":false},"item32":{"type":"object","required":["actionId","phase","files","seenBy","at"],"properties":{"actionId":{"type":"string"},"phase":{"type":"string"},"files":{"type":"array","items":{"type":"string"}},"seenBy":{"type":"string"},"at":{"type":"integer","minimum":0},"look":{"type":"boolean","const":true}},"additionalProperties":false},"item33":{"type":"object","required":["id","phase","actionId","at"],"properties":{"id":{"type":"string"},"phase":{"type":"string"},"actionId":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false}}};
const func1 = Object.prototype.hasOwnProperty;
const schema20 = {"type":"object","required":["phase","command","runs"],"properties":{"phase":{"type":"string"},"command":{"type":"string"},"runs":{"type":"string"},"workdir":{"type":"string"}},"additionalProperties":false};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.phase === undefined) && (missing0 = "phase")) || ((data.command === undefined) && (missing0 = "command"))) || ((data.runs === undefined) && (missing0 = "runs"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "phase") || (key0 === "command")) || (key0 === "runs")) || (key0 === "workdir"))){
validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.phase !== undefined){
const _errs2 = errors;
if(typeof data.phase !== "string"){
validate53.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs4 = errors;
if(typeof data.command !== "string"){
validate53.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runs !== undefined){
const _errs6 = errors;
if(typeof data.runs !== "string"){
validate53.errors = [{instancePath:instancePath+"/runs",schemaPath:"#/properties/runs/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs8 = errors;
if(typeof data.workdir !== "string"){
validate53.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema21 = {"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosionPolicy","tasks","acceptance","status","role","attempt","cycle","round","generation","currentSpawn","currentGates","attemptFailed","handoff","spawns","gates","failures","reviews","decisions","context","summary","erosion","erosionChecks","skipReason","startedAt","finishedAt","lastEvent"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"parallel":{"type":"boolean"},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"$ref":"#/$defs/item2"}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"$ref":"#/$defs/item3"}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"workdir":{"type":"string"},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"removesTests":{"type":"boolean"},"erosionPolicy":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"$ref":"#/$defs/item4"}},"acceptance":{"type":"array","items":{"$ref":"#/$defs/item5"}},"status":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"round":{"type":"integer","minimum":0},"generation":{"type":"integer","minimum":0},"currentSpawn":{"anyOf":[{"type":"string"},{"type":"null"}]},"currentGates":{"type":"array","items":{"type":"string"}},"attemptFailed":{"type":"boolean"},"handoff":{"type":"boolean"},"spawns":{"type":"array","items":{"$ref":"#/$defs/item6"}},"gates":{"type":"array","items":{"$ref":"#/$defs/item10"}},"failures":{"type":"array","items":{"$ref":"#/$defs/item13"}},"acceptanceAsks":{"type":"array","items":{"$ref":"#/$defs/item15"}},"reviews":{"type":"array","items":{"$ref":"#/$defs/item16"}},"decisions":{"type":"array","items":{"$ref":"#/$defs/item18"}},"context":{"anyOf":[{"type":"string"},{"type":"null"}]},"resumed":{"type":"object","required":["escalation","question","answer","earlier"],"properties":{"escalation":{"type":"string"},"question":{"anyOf":[{"type":"string"},{"type":"null"}]},"answer":{"anyOf":[{"type":"string"},{"type":"null"}]},"earlier":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"erosion":{"anyOf":[{"enum":["not-measured","ok","flagged"]},{"type":"null"}]},"noChanges":{"type":"boolean","const":true},"erosionChecks":{"type":"array","items":{"$ref":"#/$defs/item19"}},"skipReason":{"anyOf":[{"enum":["skip-flag","only"]},{"type":"null"}]},"startedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"lastEvent":{"anyOf":[{"type":"object","required":["type","at"],"properties":{"type":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false};
const schema22 = {"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"},"workdir":{"type":"string"}},"additionalProperties":false};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.command === undefined) && (missing0 = "command")) || ((data.argv === undefined) && (missing0 = "argv"))) || ((data.shellGate === undefined) && (missing0 = "shellGate"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "command") || (key0 === "argv")) || (key0 === "shellGate")) || (key0 === "workdir"))){
validate56.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.command !== undefined){
const _errs2 = errors;
if(typeof data.command !== "string"){
validate56.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.argv !== undefined){
let data1 = data.argv;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data1[i0] !== "string"){
const err0 = {instancePath:instancePath+"/argv/" + i0,schemaPath:"#/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate56.errors = vErrors;
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
if(data.shellGate !== undefined){
const _errs12 = errors;
if(typeof data.shellGate !== "boolean"){
validate56.errors = [{instancePath:instancePath+"/shellGate",schemaPath:"#/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs14 = errors;
if(typeof data.workdir !== "string"){
validate56.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
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
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema23 = {"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"},"workdir":{"type":"string"}},"additionalProperties":false};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.command === undefined) && (missing0 = "command")) || ((data.argv === undefined) && (missing0 = "argv"))) || ((data.shellGate === undefined) && (missing0 = "shellGate"))){
validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "command") || (key0 === "argv")) || (key0 === "shellGate")) || (key0 === "workdir"))){
validate58.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.command !== undefined){
const _errs2 = errors;
if(typeof data.command !== "string"){
validate58.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.argv !== undefined){
let data1 = data.argv;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data1[i0] !== "string"){
const err0 = {instancePath:instancePath+"/argv/" + i0,schemaPath:"#/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate58.errors = vErrors;
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
if(data.shellGate !== undefined){
const _errs12 = errors;
if(typeof data.shellGate !== "boolean"){
validate58.errors = [{instancePath:instancePath+"/shellGate",schemaPath:"#/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs14 = errors;
if(typeof data.workdir !== "string"){
validate58.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
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
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema24 = {"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.text === undefined) && (missing0 = "text")) || ((data.depth === undefined) && (missing0 = "depth"))) || ((data.line === undefined) && (missing0 = "line"))) || ((data.column === undefined) && (missing0 = "column"))){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "text") || (key0 === "depth")) || (key0 === "line")) || (key0 === "column"))){
validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.text !== undefined){
const _errs2 = errors;
if(typeof data.text !== "string"){
validate60.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.depth !== undefined){
let data1 = data.depth;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate60.errors = [{instancePath:instancePath+"/depth",schemaPath:"#/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate60.errors = [{instancePath:instancePath+"/depth",schemaPath:"#/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data2 = data.line;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate60.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate60.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.column !== undefined){
let data3 = data.column;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate60.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate60.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
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
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema25 = {"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.text === undefined) && (missing0 = "text")) || ((data.line === undefined) && (missing0 = "line"))) || ((data.column === undefined) && (missing0 = "column"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "text") || (key0 === "line")) || (key0 === "column"))){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.text !== undefined){
const _errs2 = errors;
if(typeof data.text !== "string"){
validate62.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data1 = data.line;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate62.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate62.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.column !== undefined){
let data2 = data.column;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate62.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate62.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
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
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema26 = {"type":"object","required":["actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","issuedAt","sessionKey","confirmedAt","outcome","status","verdict","finishedAt","problems","summary","findings","filesModified","changed","outside"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"sessionKey":{"anyOf":[{"type":"string"},{"type":"null"}]},"confirmedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reportedModel":{"type":"string"},"collectorRunId":{"type":"string"},"collected":{"type":"object","required":["status","at"],"properties":{"status":{"enum":["done","failed","killed","timeout"]},"inputTokens":{"type":"integer","minimum":0},"outputTokens":{"type":"integer","minimum":0},"at":{"type":"integer","minimum":0}},"additionalProperties":false},"usageLog":{"type":"object","required":["file","issuedAt"],"properties":{"file":{"type":"string"},"issuedAt":{"type":"integer","minimum":0},"notBefore":{"type":"integer","minimum":0}},"additionalProperties":false},"usage":{"anyOf":[{"type":"object","required":["known","source","model","input","output","cacheRead","cacheWrite","totalTokens","cost"],"properties":{"known":{"type":"boolean","const":true},"source":{"type":"string","const":"sessions.usage"},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"input":{"type":"integer","minimum":0},"output":{"type":"integer","minimum":0},"cacheRead":{"type":"integer","minimum":0},"cacheWrite":{"type":"integer","minimum":0},"totalTokens":{"type":"integer","minimum":0},"cost":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["known","why"],"properties":{"known":{"type":"boolean","const":false},"why":{"type":"string"}},"additionalProperties":false}]},"outcome":{"anyOf":[{"enum":["accepted","invalid","timed-out","abandoned","limited","not-started"]},{"type":"null"}]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"$ref":"#/$defs/item7"}},"filesModified":{"type":"array","items":{"type":"string"}},"unmet":{"type":"array","items":{"type":"string"}},"unclearOnly":{"type":"boolean","const":true},"changed":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"changedAt":{"type":"integer","minimum":0},"unattributed":{"type":"array","items":{"type":"string"}},"unconfirmed":{"type":"array","items":{"type":"string"}},"outside":{"type":"array","items":{"type":"string"}},"assertions":{"type":"array","items":{"$ref":"#/$defs/item8"}},"edits":{"type":"array","items":{"$ref":"#/$defs/item9"}}},"additionalProperties":false};
const schema27 = {"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.severity === undefined) && (missing0 = "severity")) || ((data.description === undefined) && (missing0 = "description"))){
validate65.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "severity") || (key0 === "description")) || (key0 === "file")) || (key0 === "line"))){
validate65.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(!(((data0 === "blocking") || (data0 === "required")) || (data0 === "suggestion"))){
validate65.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema27.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate65.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
const _errs5 = errors;
if(typeof data.file !== "string"){
validate65.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data3 = data.line;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate65.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate65.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema28 = {"type":"object","required":["path","before","after"],"properties":{"path":{"type":"string"},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.path === undefined) && (missing0 = "path")) || ((data.before === undefined) && (missing0 = "before"))) || ((data.after === undefined) && (missing0 = "after"))){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "path") || (key0 === "before")) || (key0 === "after"))){
validate67.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.path !== undefined){
const _errs2 = errors;
if(typeof data.path !== "string"){
validate67.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.before !== undefined){
let data1 = data.before;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate67.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate67.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
let data2 = data.after;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate67.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate67.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
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
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema29 = {"type":"object","required":["path","change","tests"],"properties":{"path":{"type":"string"},"change":{"anyOf":[{"type":"string","const":"added"},{"type":"string","const":"extended"},{"type":"string","const":"edited"},{"type":"string","const":"deleted"},{"type":"string","const":"moved"},{"type":"string","const":"unrelated"}]},"tests":{"type":"integer","minimum":0},"quote":{"type":"object","properties":{"line":{"type":"integer","minimum":0},"test":{"type":"string"},"before":{"type":"string"},"after":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.path === undefined) && (missing0 = "path")) || ((data.change === undefined) && (missing0 = "change"))) || ((data.tests === undefined) && (missing0 = "tests"))){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "path") || (key0 === "change")) || (key0 === "tests")) || (key0 === "quote"))){
validate69.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.path !== undefined){
const _errs2 = errors;
if(typeof data.path !== "string"){
validate69.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.change !== undefined){
let data1 = data.change;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if("added" !== data1){
const err1 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/0/const",keyword:"const",params:{allowedValue: "added"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("extended" !== data1){
const err3 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/1/const",keyword:"const",params:{allowedValue: "extended"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("edited" !== data1){
const err5 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/2/const",keyword:"const",params:{allowedValue: "edited"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("deleted" !== data1){
const err7 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/3/const",keyword:"const",params:{allowedValue: "deleted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("moved" !== data1){
const err9 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/4/const",keyword:"const",params:{allowedValue: "moved"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("unrelated" !== data1){
const err11 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/5/const",keyword:"const",params:{allowedValue: "unrelated"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate69.errors = vErrors;
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
if(data.tests !== undefined){
let data2 = data.tests;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate69.errors = [{instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs18){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate69.errors = [{instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quote !== undefined){
let data3 = data.quote;
const _errs20 = errors;
if(errors === _errs20){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs22 = errors;
for(const key1 in data3){
if(!((((key1 === "line") || (key1 === "test")) || (key1 === "before")) || (key1 === "after"))){
validate69.errors = [{instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs22 === errors){
if(data3.line !== undefined){
let data4 = data3.line;
const _errs23 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate69.errors = [{instancePath:instancePath+"/quote/line",schemaPath:"#/properties/quote/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs23){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate69.errors = [{instancePath:instancePath+"/quote/line",schemaPath:"#/properties/quote/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.test !== undefined){
const _errs25 = errors;
if(typeof data3.test !== "string"){
validate69.errors = [{instancePath:instancePath+"/quote/test",schemaPath:"#/properties/quote/properties/test/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.before !== undefined){
const _errs27 = errors;
if(typeof data3.before !== "string"){
validate69.errors = [{instancePath:instancePath+"/quote/before",schemaPath:"#/properties/quote/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.after !== undefined){
const _errs29 = errors;
if(typeof data3.after !== "string"){
validate69.errors = [{instancePath:instancePath+"/quote/after",schemaPath:"#/properties/quote/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs29 === errors;
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
validate69.errors = [{instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
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
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((data.actionId === undefined) && (missing0 = "actionId")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.resultFile === undefined) && (missing0 = "resultFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.issuedAt === undefined) && (missing0 = "issuedAt"))) || ((data.sessionKey === undefined) && (missing0 = "sessionKey"))) || ((data.confirmedAt === undefined) && (missing0 = "confirmedAt"))) || ((data.outcome === undefined) && (missing0 = "outcome"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.verdict === undefined) && (missing0 = "verdict"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))) || ((data.problems === undefined) && (missing0 = "problems"))) || ((data.summary === undefined) && (missing0 = "summary"))) || ((data.findings === undefined) && (missing0 = "findings"))) || ((data.filesModified === undefined) && (missing0 = "filesModified"))) || ((data.changed === undefined) && (missing0 = "changed"))) || ((data.outside === undefined) && (missing0 = "outside"))){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema26.properties, key0))){
validate64.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate64.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data1 = data.role;
const _errs4 = errors;
if(!((((data1 === "work") || (data1 === "review")) || (data1 === "fix")) || (data1 === "refactor"))){
validate64.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema26.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data2 = data.attempt;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate64.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate64.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data3 = data.cycle;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate64.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate64.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data4 = data.model;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((data4.tier === undefined) && (missing1 = "tier")) || ((data4.id === undefined) && (missing1 = "id"))){
validate64.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs11 = errors;
for(const key1 in data4){
if(!((key1 === "tier") || (key1 === "id"))){
validate64.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs11 === errors){
if(data4.tier !== undefined){
let data5 = data4.tier;
const _errs12 = errors;
const _errs13 = errors;
let valid2 = false;
const _errs14 = errors;
if(typeof data5 !== "string"){
const err0 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid2 = valid2 || _valid0;
const _errs16 = errors;
if(data5 !== null){
const err1 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.id !== undefined){
let data6 = data4.id;
const _errs18 = errors;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if(typeof data6 !== "string"){
const err3 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid3 = valid3 || _valid1;
const _errs22 = errors;
if(data6 !== null){
const err4 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resultFile !== undefined){
const _errs24 = errors;
if(typeof data.resultFile !== "string"){
validate64.errors = [{instancePath:instancePath+"/resultFile",schemaPath:"#/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data8 = data.timeoutSeconds;
const _errs26 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate64.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs26){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
validate64.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data9 = data.notBefore;
const _errs28 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate64.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs28){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate64.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuedAt !== undefined){
let data10 = data.issuedAt;
const _errs30 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate64.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs30){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate64.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sessionKey !== undefined){
let data11 = data.sessionKey;
const _errs32 = errors;
const _errs33 = errors;
let valid4 = false;
const _errs34 = errors;
if(typeof data11 !== "string"){
const err6 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/properties/sessionKey/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid4 = valid4 || _valid2;
const _errs36 = errors;
if(data11 !== null){
const err7 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/properties/sessionKey/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs36 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/properties/sessionKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.confirmedAt !== undefined){
let data12 = data.confirmedAt;
const _errs38 = errors;
const _errs39 = errors;
let valid5 = false;
const _errs40 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err9 = {instancePath:instancePath+"/confirmedAt",schemaPath:"#/properties/confirmedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors === _errs40){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err10 = {instancePath:instancePath+"/confirmedAt",schemaPath:"#/properties/confirmedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
var _valid3 = _errs40 === errors;
valid5 = valid5 || _valid3;
const _errs42 = errors;
if(data12 !== null){
const err11 = {instancePath:instancePath+"/confirmedAt",schemaPath:"#/properties/confirmedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs42 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err12 = {instancePath:instancePath+"/confirmedAt",schemaPath:"#/properties/confirmedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reportedModel !== undefined){
const _errs44 = errors;
if(typeof data.reportedModel !== "string"){
validate64.errors = [{instancePath:instancePath+"/reportedModel",schemaPath:"#/properties/reportedModel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collectorRunId !== undefined){
const _errs46 = errors;
if(typeof data.collectorRunId !== "string"){
validate64.errors = [{instancePath:instancePath+"/collectorRunId",schemaPath:"#/properties/collectorRunId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collected !== undefined){
let data15 = data.collected;
const _errs48 = errors;
if(errors === _errs48){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing2;
if(((data15.status === undefined) && (missing2 = "status")) || ((data15.at === undefined) && (missing2 = "at"))){
validate64.errors = [{instancePath:instancePath+"/collected",schemaPath:"#/properties/collected/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs50 = errors;
for(const key2 in data15){
if(!((((key2 === "status") || (key2 === "inputTokens")) || (key2 === "outputTokens")) || (key2 === "at"))){
validate64.errors = [{instancePath:instancePath+"/collected",schemaPath:"#/properties/collected/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs50 === errors){
if(data15.status !== undefined){
let data16 = data15.status;
const _errs51 = errors;
if(!((((data16 === "done") || (data16 === "failed")) || (data16 === "killed")) || (data16 === "timeout"))){
validate64.errors = [{instancePath:instancePath+"/collected/status",schemaPath:"#/properties/collected/properties/status/enum",keyword:"enum",params:{allowedValues: schema26.properties.collected.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.inputTokens !== undefined){
let data17 = data15.inputTokens;
const _errs52 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate64.errors = [{instancePath:instancePath+"/collected/inputTokens",schemaPath:"#/properties/collected/properties/inputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs52){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate64.errors = [{instancePath:instancePath+"/collected/inputTokens",schemaPath:"#/properties/collected/properties/inputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid6 = _errs52 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.outputTokens !== undefined){
let data18 = data15.outputTokens;
const _errs54 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate64.errors = [{instancePath:instancePath+"/collected/outputTokens",schemaPath:"#/properties/collected/properties/outputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs54){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
validate64.errors = [{instancePath:instancePath+"/collected/outputTokens",schemaPath:"#/properties/collected/properties/outputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid6 = _errs54 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.at !== undefined){
let data19 = data15.at;
const _errs56 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate64.errors = [{instancePath:instancePath+"/collected/at",schemaPath:"#/properties/collected/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs56){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate64.errors = [{instancePath:instancePath+"/collected/at",schemaPath:"#/properties/collected/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid6 = _errs56 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/collected",schemaPath:"#/properties/collected/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usageLog !== undefined){
let data20 = data.usageLog;
const _errs58 = errors;
if(errors === _errs58){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing3;
if(((data20.file === undefined) && (missing3 = "file")) || ((data20.issuedAt === undefined) && (missing3 = "issuedAt"))){
validate64.errors = [{instancePath:instancePath+"/usageLog",schemaPath:"#/properties/usageLog/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs60 = errors;
for(const key3 in data20){
if(!(((key3 === "file") || (key3 === "issuedAt")) || (key3 === "notBefore"))){
validate64.errors = [{instancePath:instancePath+"/usageLog",schemaPath:"#/properties/usageLog/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs60 === errors){
if(data20.file !== undefined){
const _errs61 = errors;
if(typeof data20.file !== "string"){
validate64.errors = [{instancePath:instancePath+"/usageLog/file",schemaPath:"#/properties/usageLog/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.issuedAt !== undefined){
let data22 = data20.issuedAt;
const _errs63 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate64.errors = [{instancePath:instancePath+"/usageLog/issuedAt",schemaPath:"#/properties/usageLog/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate64.errors = [{instancePath:instancePath+"/usageLog/issuedAt",schemaPath:"#/properties/usageLog/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs63 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.notBefore !== undefined){
let data23 = data20.notBefore;
const _errs65 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate64.errors = [{instancePath:instancePath+"/usageLog/notBefore",schemaPath:"#/properties/usageLog/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs65){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
validate64.errors = [{instancePath:instancePath+"/usageLog/notBefore",schemaPath:"#/properties/usageLog/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs65 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/usageLog",schemaPath:"#/properties/usageLog/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
let data24 = data.usage;
const _errs67 = errors;
const _errs68 = errors;
let valid8 = false;
const _errs69 = errors;
if(errors === _errs69){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing4;
if((((((((((data24.known === undefined) && (missing4 = "known")) || ((data24.source === undefined) && (missing4 = "source"))) || ((data24.model === undefined) && (missing4 = "model"))) || ((data24.input === undefined) && (missing4 = "input"))) || ((data24.output === undefined) && (missing4 = "output"))) || ((data24.cacheRead === undefined) && (missing4 = "cacheRead"))) || ((data24.cacheWrite === undefined) && (missing4 = "cacheWrite"))) || ((data24.totalTokens === undefined) && (missing4 = "totalTokens"))) || ((data24.cost === undefined) && (missing4 = "cost"))){
const err13 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
const _errs71 = errors;
for(const key4 in data24){
if(!(func1.call(schema26.properties.usage.anyOf[0].properties, key4))){
const err14 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break;
}
}
if(_errs71 === errors){
if(data24.known !== undefined){
let data25 = data24.known;
const _errs72 = errors;
if(typeof data25 !== "boolean"){
const err15 = {instancePath:instancePath+"/usage/known",schemaPath:"#/properties/usage/anyOf/0/properties/known/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(true !== data25){
const err16 = {instancePath:instancePath+"/usage/known",schemaPath:"#/properties/usage/anyOf/0/properties/known/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid9 = _errs72 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data24.source !== undefined){
let data26 = data24.source;
const _errs74 = errors;
if(typeof data26 !== "string"){
const err17 = {instancePath:instancePath+"/usage/source",schemaPath:"#/properties/usage/anyOf/0/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("sessions.usage" !== data26){
const err18 = {instancePath:instancePath+"/usage/source",schemaPath:"#/properties/usage/anyOf/0/properties/source/const",keyword:"const",params:{allowedValue: "sessions.usage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid9 = _errs74 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data24.model !== undefined){
let data27 = data24.model;
const _errs76 = errors;
const _errs77 = errors;
let valid10 = false;
const _errs78 = errors;
if(typeof data27 !== "string"){
const err19 = {instancePath:instancePath+"/usage/model",schemaPath:"#/properties/usage/anyOf/0/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid5 = _errs78 === errors;
valid10 = valid10 || _valid5;
const _errs80 = errors;
if(data27 !== null){
const err20 = {instancePath:instancePath+"/usage/model",schemaPath:"#/properties/usage/anyOf/0/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid5 = _errs80 === errors;
valid10 = valid10 || _valid5;
if(!valid10){
const err21 = {instancePath:instancePath+"/usage/model",schemaPath:"#/properties/usage/anyOf/0/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs77;
if(vErrors !== null){
if(_errs77){
vErrors.length = _errs77;
}
else {
vErrors = null;
}
}
}
var valid9 = _errs76 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data24.input !== undefined){
let data28 = data24.input;
const _errs82 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err22 = {instancePath:instancePath+"/usage/input",schemaPath:"#/properties/usage/anyOf/0/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(errors === _errs82){
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err23 = {instancePath:instancePath+"/usage/input",schemaPath:"#/properties/usage/anyOf/0/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
var valid9 = _errs82 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data24.output !== undefined){
let data29 = data24.output;
const _errs84 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err24 = {instancePath:instancePath+"/usage/output",schemaPath:"#/properties/usage/anyOf/0/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors === _errs84){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err25 = {instancePath:instancePath+"/usage/output",schemaPath:"#/properties/usage/anyOf/0/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
var valid9 = _errs84 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data24.cacheRead !== undefined){
let data30 = data24.cacheRead;
const _errs86 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err26 = {instancePath:instancePath+"/usage/cacheRead",schemaPath:"#/properties/usage/anyOf/0/properties/cacheRead/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(errors === _errs86){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err27 = {instancePath:instancePath+"/usage/cacheRead",schemaPath:"#/properties/usage/anyOf/0/properties/cacheRead/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
var valid9 = _errs86 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data24.cacheWrite !== undefined){
let data31 = data24.cacheWrite;
const _errs88 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err28 = {instancePath:instancePath+"/usage/cacheWrite",schemaPath:"#/properties/usage/anyOf/0/properties/cacheWrite/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors === _errs88){
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err29 = {instancePath:instancePath+"/usage/cacheWrite",schemaPath:"#/properties/usage/anyOf/0/properties/cacheWrite/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
var valid9 = _errs88 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data24.totalTokens !== undefined){
let data32 = data24.totalTokens;
const _errs90 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err30 = {instancePath:instancePath+"/usage/totalTokens",schemaPath:"#/properties/usage/anyOf/0/properties/totalTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(errors === _errs90){
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
const err31 = {instancePath:instancePath+"/usage/totalTokens",schemaPath:"#/properties/usage/anyOf/0/properties/totalTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
var valid9 = _errs90 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data24.cost !== undefined){
let data33 = data24.cost;
const _errs92 = errors;
const _errs93 = errors;
let valid11 = false;
const _errs94 = errors;
if(errors === _errs94){
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err32 = {instancePath:instancePath+"/usage/cost",schemaPath:"#/properties/usage/anyOf/0/properties/cost/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/usage/cost",schemaPath:"#/properties/usage/anyOf/0/properties/cost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid6 = _errs94 === errors;
valid11 = valid11 || _valid6;
const _errs96 = errors;
if(data33 !== null){
const err34 = {instancePath:instancePath+"/usage/cost",schemaPath:"#/properties/usage/anyOf/0/properties/cost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid6 = _errs96 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const err35 = {instancePath:instancePath+"/usage/cost",schemaPath:"#/properties/usage/anyOf/0/properties/cost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
}
else {
vErrors = null;
}
}
}
var valid9 = _errs92 === errors;
}
else {
var valid9 = true;
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
const err36 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var _valid4 = _errs69 === errors;
valid8 = valid8 || _valid4;
if(_valid4){
var props0 = true;
}
const _errs98 = errors;
if(errors === _errs98){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing5;
if(((data24.known === undefined) && (missing5 = "known")) || ((data24.why === undefined) && (missing5 = "why"))){
const err37 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
const _errs100 = errors;
for(const key5 in data24){
if(!((key5 === "known") || (key5 === "why"))){
const err38 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
break;
}
}
if(_errs100 === errors){
if(data24.known !== undefined){
let data34 = data24.known;
const _errs101 = errors;
if(typeof data34 !== "boolean"){
const err39 = {instancePath:instancePath+"/usage/known",schemaPath:"#/properties/usage/anyOf/1/properties/known/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(false !== data34){
const err40 = {instancePath:instancePath+"/usage/known",schemaPath:"#/properties/usage/anyOf/1/properties/known/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var valid12 = _errs101 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data24.why !== undefined){
const _errs103 = errors;
if(typeof data24.why !== "string"){
const err41 = {instancePath:instancePath+"/usage/why",schemaPath:"#/properties/usage/anyOf/1/properties/why/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var valid12 = _errs103 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
const err42 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var _valid4 = _errs98 === errors;
valid8 = valid8 || _valid4;
if(_valid4){
if(props0 !== true){
props0 = true;
}
}
if(!valid8){
const err43 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outcome !== undefined){
let data36 = data.outcome;
const _errs105 = errors;
const _errs106 = errors;
let valid13 = false;
const _errs107 = errors;
if(!((((((data36 === "accepted") || (data36 === "invalid")) || (data36 === "timed-out")) || (data36 === "abandoned")) || (data36 === "limited")) || (data36 === "not-started"))){
const err44 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema26.properties.outcome.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid7 = _errs107 === errors;
valid13 = valid13 || _valid7;
const _errs108 = errors;
if(data36 !== null){
const err45 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid7 = _errs108 === errors;
valid13 = valid13 || _valid7;
if(!valid13){
const err46 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data37 = data.status;
const _errs110 = errors;
const _errs111 = errors;
let valid14 = false;
const _errs112 = errors;
if(!(((data37 === "DONE") || (data37 === "BLOCKED")) || (data37 === "ERROR"))){
const err47 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema26.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid8 = _errs112 === errors;
valid14 = valid14 || _valid8;
const _errs113 = errors;
if(data37 !== null){
const err48 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid8 = _errs113 === errors;
valid14 = valid14 || _valid8;
if(!valid14){
const err49 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs110 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verdict !== undefined){
let data38 = data.verdict;
const _errs115 = errors;
const _errs116 = errors;
let valid15 = false;
const _errs117 = errors;
if(!((data38 === "PASS") || (data38 === "FAIL"))){
const err50 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema26.properties.verdict.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid9 = _errs117 === errors;
valid15 = valid15 || _valid9;
const _errs118 = errors;
if(data38 !== null){
const err51 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid9 = _errs118 === errors;
valid15 = valid15 || _valid9;
if(!valid15){
const err52 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs116;
if(vErrors !== null){
if(_errs116){
vErrors.length = _errs116;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs115 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data39 = data.finishedAt;
const _errs120 = errors;
const _errs121 = errors;
let valid16 = false;
const _errs122 = errors;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err53 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(errors === _errs122){
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
const err54 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
var _valid10 = _errs122 === errors;
valid16 = valid16 || _valid10;
const _errs124 = errors;
if(data39 !== null){
const err55 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid10 = _errs124 === errors;
valid16 = valid16 || _valid10;
if(!valid16){
const err56 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs121;
if(vErrors !== null){
if(_errs121){
vErrors.length = _errs121;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs120 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.problems !== undefined){
let data40 = data.problems;
const _errs126 = errors;
if(errors === _errs126){
if(Array.isArray(data40)){
var valid17 = true;
const len0 = data40.length;
for(let i0=0; i0<len0; i0++){
const _errs128 = errors;
if(typeof data40[i0] !== "string"){
validate64.errors = [{instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid17 = _errs128 === errors;
if(!valid17){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs126 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data42 = data.summary;
const _errs130 = errors;
const _errs131 = errors;
let valid18 = false;
const _errs132 = errors;
if(typeof data42 !== "string"){
const err57 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid11 = _errs132 === errors;
valid18 = valid18 || _valid11;
const _errs134 = errors;
if(data42 !== null){
const err58 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid11 = _errs134 === errors;
valid18 = valid18 || _valid11;
if(!valid18){
const err59 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs131;
if(vErrors !== null){
if(_errs131){
vErrors.length = _errs131;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs130 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.findings !== undefined){
let data43 = data.findings;
const _errs136 = errors;
if(errors === _errs136){
if(Array.isArray(data43)){
var valid19 = true;
const len1 = data43.length;
for(let i1=0; i1<len1; i1++){
const _errs138 = errors;
if(!(validate65(data43[i1], {instancePath:instancePath+"/findings/" + i1,parentData:data43,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid19 = _errs138 === errors;
if(!valid19){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs136 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filesModified !== undefined){
let data45 = data.filesModified;
const _errs139 = errors;
if(errors === _errs139){
if(Array.isArray(data45)){
var valid20 = true;
const len2 = data45.length;
for(let i2=0; i2<len2; i2++){
const _errs141 = errors;
if(typeof data45[i2] !== "string"){
validate64.errors = [{instancePath:instancePath+"/filesModified/" + i2,schemaPath:"#/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid20 = _errs141 === errors;
if(!valid20){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/filesModified",schemaPath:"#/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs139 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unmet !== undefined){
let data47 = data.unmet;
const _errs143 = errors;
if(errors === _errs143){
if(Array.isArray(data47)){
var valid21 = true;
const len3 = data47.length;
for(let i3=0; i3<len3; i3++){
const _errs145 = errors;
if(typeof data47[i3] !== "string"){
validate64.errors = [{instancePath:instancePath+"/unmet/" + i3,schemaPath:"#/properties/unmet/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid21 = _errs145 === errors;
if(!valid21){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/unmet",schemaPath:"#/properties/unmet/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs143 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unclearOnly !== undefined){
let data49 = data.unclearOnly;
const _errs147 = errors;
if(typeof data49 !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/unclearOnly",schemaPath:"#/properties/unclearOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data49){
validate64.errors = [{instancePath:instancePath+"/unclearOnly",schemaPath:"#/properties/unclearOnly/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs147 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changed !== undefined){
let data50 = data.changed;
const _errs149 = errors;
const _errs150 = errors;
let valid22 = false;
const _errs151 = errors;
if(errors === _errs151){
if(Array.isArray(data50)){
var valid23 = true;
const len4 = data50.length;
for(let i4=0; i4<len4; i4++){
const _errs153 = errors;
if(typeof data50[i4] !== "string"){
const err60 = {instancePath:instancePath+"/changed/" + i4,schemaPath:"#/properties/changed/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var valid23 = _errs153 === errors;
if(!valid23){
break;
}
}
}
else {
const err61 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var _valid12 = _errs151 === errors;
valid22 = valid22 || _valid12;
const _errs155 = errors;
if(data50 !== null){
const err62 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid12 = _errs155 === errors;
valid22 = valid22 || _valid12;
if(!valid22){
const err63 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
validate64.errors = vErrors;
return false;
}
else {
errors = _errs150;
if(vErrors !== null){
if(_errs150){
vErrors.length = _errs150;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs149 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changedAt !== undefined){
let data52 = data.changedAt;
const _errs157 = errors;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
validate64.errors = [{instancePath:instancePath+"/changedAt",schemaPath:"#/properties/changedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs157){
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 0 || isNaN(data52)){
validate64.errors = [{instancePath:instancePath+"/changedAt",schemaPath:"#/properties/changedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs157 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unattributed !== undefined){
let data53 = data.unattributed;
const _errs159 = errors;
if(errors === _errs159){
if(Array.isArray(data53)){
var valid24 = true;
const len5 = data53.length;
for(let i5=0; i5<len5; i5++){
const _errs161 = errors;
if(typeof data53[i5] !== "string"){
validate64.errors = [{instancePath:instancePath+"/unattributed/" + i5,schemaPath:"#/properties/unattributed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid24 = _errs161 === errors;
if(!valid24){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/unattributed",schemaPath:"#/properties/unattributed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs159 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unconfirmed !== undefined){
let data55 = data.unconfirmed;
const _errs163 = errors;
if(errors === _errs163){
if(Array.isArray(data55)){
var valid25 = true;
const len6 = data55.length;
for(let i6=0; i6<len6; i6++){
const _errs165 = errors;
if(typeof data55[i6] !== "string"){
validate64.errors = [{instancePath:instancePath+"/unconfirmed/" + i6,schemaPath:"#/properties/unconfirmed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid25 = _errs165 === errors;
if(!valid25){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/unconfirmed",schemaPath:"#/properties/unconfirmed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs163 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outside !== undefined){
let data57 = data.outside;
const _errs167 = errors;
if(errors === _errs167){
if(Array.isArray(data57)){
var valid26 = true;
const len7 = data57.length;
for(let i7=0; i7<len7; i7++){
const _errs169 = errors;
if(typeof data57[i7] !== "string"){
validate64.errors = [{instancePath:instancePath+"/outside/" + i7,schemaPath:"#/properties/outside/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid26 = _errs169 === errors;
if(!valid26){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/outside",schemaPath:"#/properties/outside/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs167 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.assertions !== undefined){
let data59 = data.assertions;
const _errs171 = errors;
if(errors === _errs171){
if(Array.isArray(data59)){
var valid27 = true;
const len8 = data59.length;
for(let i8=0; i8<len8; i8++){
const _errs173 = errors;
if(!(validate67(data59[i8], {instancePath:instancePath+"/assertions/" + i8,parentData:data59,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid27 = _errs173 === errors;
if(!valid27){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/assertions",schemaPath:"#/properties/assertions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs171 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.edits !== undefined){
let data61 = data.edits;
const _errs174 = errors;
if(errors === _errs174){
if(Array.isArray(data61)){
var valid28 = true;
const len9 = data61.length;
for(let i9=0; i9<len9; i9++){
const _errs176 = errors;
if(!(validate69(data61[i9], {instancePath:instancePath+"/edits/" + i9,parentData:data61,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
var valid28 = _errs176 === errors;
if(!valid28){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/edits",schemaPath:"#/properties/edits/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs174 === errors;
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
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema30 = {"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item11"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item12"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0}},"additionalProperties":false};
const schema31 = {"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.criterion === undefined) && (missing0 = "criterion")) || ((data.test === undefined) && (missing0 = "test"))){
validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "criterion") || (key0 === "test"))){
validate73.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.criterion !== undefined){
const _errs2 = errors;
if(typeof data.criterion !== "string"){
validate73.errors = [{instancePath:instancePath+"/criterion",schemaPath:"#/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.test !== undefined){
const _errs4 = errors;
if(typeof data.test !== "string"){
validate73.errors = [{instancePath:instancePath+"/test",schemaPath:"#/properties/test/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema32 = {"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.status === undefined) && (missing0 = "status"))){
validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "status"))){
validate75.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate75.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs4 = errors;
if(!((((data1 === "passed") || (data1 === "failed")) || (data1 === "skipped")) || (data1 === "todo"))){
validate75.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema32.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((data.actionId === undefined) && (missing0 = "actionId")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.logFile === undefined) && (missing0 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.issuedAt === undefined) && (missing0 = "issuedAt"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.exitCode === undefined) && (missing0 = "exitCode"))) || ((data.tail === undefined) && (missing0 = "tail"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema30.properties, key0))){
validate72.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate72.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data1 = data.role;
const _errs4 = errors;
if(!((((data1 === "work") || (data1 === "review")) || (data1 === "fix")) || (data1 === "refactor"))){
validate72.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema30.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data2 = data.attempt;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate72.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate72.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data3 = data.cycle;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate72.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate72.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
let data4 = data.index;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate72.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate72.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs11 = errors;
if(typeof data.command !== "string"){
validate72.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs13 = errors;
if(typeof data.workdir !== "string"){
validate72.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs15 = errors;
if(typeof data.logFile !== "string"){
validate72.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data8 = data.timeoutSeconds;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate72.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
validate72.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data9 = data.notBefore;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate72.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs19){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate72.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuedAt !== undefined){
let data10 = data.issuedAt;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate72.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate72.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data11 = data.state;
const _errs23 = errors;
if(!(((((data11 === "pending") || (data11 === "running")) || (data11 === "passed")) || (data11 === "failed")) || (data11 === "timed-out"))){
validate72.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema30.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exitCode !== undefined){
let data12 = data.exitCode;
const _errs24 = errors;
const _errs25 = errors;
let valid1 = false;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err0 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid1 = valid1 || _valid0;
const _errs28 = errors;
if(data12 !== null){
const err1 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate72.errors = vErrors;
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
if(data.tail !== undefined){
const _errs30 = errors;
if(typeof data.tail !== "string"){
validate72.errors = [{instancePath:instancePath+"/tail",schemaPath:"#/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data14 = data.finishedAt;
const _errs32 = errors;
const _errs33 = errors;
let valid2 = false;
const _errs34 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err3 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors === _errs34){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err4 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs34 === errors;
valid2 = valid2 || _valid1;
const _errs36 = errors;
if(data14 !== null){
const err5 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err6 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate72.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data15 = data.reason;
const _errs38 = errors;
if(!((((((data15 === "no-tests-ran") || (data15 === "failing-tests-exit-0")) || (data15 === "tests-removed")) || (data15 === "tests-skipped")) || (data15 === "tests-regressed")) || (data15 === "test-report-lost"))){
validate72.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema30.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.evidence !== undefined){
let data16 = data.evidence;
const _errs39 = errors;
if(errors === _errs39){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((data16.runner === undefined) && (missing1 = "runner")) || ((data16.line === undefined) && (missing1 = "line"))){
validate72.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs41 = errors;
for(const key1 in data16){
if(!((((((key1 === "runner") || (key1 === "line")) || (key1 === "tests")) || (key1 === "counts")) || (key1 === "allowed")) || (key1 === "failedBefore"))){
validate72.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data16.runner !== undefined){
let data17 = data16.runner;
const _errs42 = errors;
const _errs43 = errors;
let valid4 = false;
const _errs44 = errors;
if(typeof data17 !== "string"){
const err7 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs44 === errors;
valid4 = valid4 || _valid2;
const _errs46 = errors;
if(data17 !== null){
const err8 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err9 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate72.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs42 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.line !== undefined){
let data18 = data16.line;
const _errs48 = errors;
const _errs49 = errors;
let valid5 = false;
const _errs50 = errors;
if(typeof data18 !== "string"){
const err10 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs50 === errors;
valid5 = valid5 || _valid3;
const _errs52 = errors;
if(data18 !== null){
const err11 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs52 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err12 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate72.errors = vErrors;
return false;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs48 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.tests !== undefined){
let data19 = data16.tests;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data19)){
var valid6 = true;
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
const _errs56 = errors;
if(typeof data19[i0] !== "string"){
validate72.errors = [{instancePath:instancePath+"/evidence/tests/" + i0,schemaPath:"#/properties/evidence/properties/tests/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs56 === errors;
if(!valid6){
break;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/evidence/tests",schemaPath:"#/properties/evidence/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs54 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.counts !== undefined){
let data21 = data16.counts;
const _errs58 = errors;
if(errors === _errs58){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing2;
if(((data21.before === undefined) && (missing2 = "before")) || ((data21.after === undefined) && (missing2 = "after"))){
validate72.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs60 = errors;
for(const key2 in data21){
if(!((key2 === "before") || (key2 === "after"))){
validate72.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs60 === errors){
if(data21.before !== undefined){
let data22 = data21.before;
const _errs61 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate72.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs61){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate72.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.after !== undefined){
let data23 = data21.after;
const _errs63 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate72.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
validate72.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs63 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs58 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.allowed !== undefined){
let data24 = data16.allowed;
const _errs65 = errors;
if(errors === _errs65){
if(Array.isArray(data24)){
var valid8 = true;
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
const _errs67 = errors;
if(typeof data24[i1] !== "string"){
validate72.errors = [{instancePath:instancePath+"/evidence/allowed/" + i1,schemaPath:"#/properties/evidence/properties/allowed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs67 === errors;
if(!valid8){
break;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/evidence/allowed",schemaPath:"#/properties/evidence/properties/allowed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs65 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.failedBefore !== undefined){
let data26 = data16.failedBefore;
const _errs69 = errors;
if(errors === _errs69){
if(Array.isArray(data26)){
var valid9 = true;
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
const _errs71 = errors;
if(typeof data26[i2] !== "string"){
validate72.errors = [{instancePath:instancePath+"/evidence/failedBefore/" + i2,schemaPath:"#/properties/evidence/properties/failedBefore/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs71 === errors;
if(!valid9){
break;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/evidence/failedBefore",schemaPath:"#/properties/evidence/properties/failedBefore/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs69 === errors;
}
else {
var valid3 = true;
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
validate72.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessed !== undefined){
let data28 = data.witnessed;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data28)){
var valid10 = true;
const len3 = data28.length;
for(let i3=0; i3<len3; i3++){
const _errs75 = errors;
if(!(validate73(data28[i3], {instancePath:instancePath+"/witnessed/" + i3,parentData:data28,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid10 = _errs75 === errors;
if(!valid10){
break;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/witnessed",schemaPath:"#/properties/witnessed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.report !== undefined){
let data30 = data.report;
const _errs76 = errors;
if(errors === _errs76){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing3;
if((((((((data30.runner === undefined) && (missing3 = "runner")) || ((data30.line === undefined) && (missing3 = "line"))) || ((data30.total === undefined) && (missing3 = "total"))) || ((data30.passed === undefined) && (missing3 = "passed"))) || ((data30.failed === undefined) && (missing3 = "failed"))) || ((data30.skipped === undefined) && (missing3 = "skipped"))) || ((data30.todo === undefined) && (missing3 = "todo"))){
validate72.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs78 = errors;
for(const key3 in data30){
if(!(func1.call(schema30.properties.report.properties, key3))){
validate72.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs78 === errors){
if(data30.runner !== undefined){
const _errs79 = errors;
if(typeof data30.runner !== "string"){
validate72.errors = [{instancePath:instancePath+"/report/runner",schemaPath:"#/properties/report/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs79 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.line !== undefined){
const _errs81 = errors;
if(typeof data30.line !== "string"){
validate72.errors = [{instancePath:instancePath+"/report/line",schemaPath:"#/properties/report/properties/line/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs81 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.total !== undefined){
let data33 = data30.total;
const _errs83 = errors;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
validate72.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs83){
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
validate72.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs83 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.passed !== undefined){
let data34 = data30.passed;
const _errs85 = errors;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
validate72.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs85){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate72.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs85 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.failed !== undefined){
let data35 = data30.failed;
const _errs87 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate72.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs87){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate72.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs87 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.skipped !== undefined){
let data36 = data30.skipped;
const _errs89 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
validate72.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs89){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
validate72.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs89 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.todo !== undefined){
let data37 = data30.todo;
const _errs91 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
validate72.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs91){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
validate72.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs91 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.tests !== undefined){
let data38 = data30.tests;
const _errs93 = errors;
if(errors === _errs93){
if(Array.isArray(data38)){
var valid12 = true;
const len4 = data38.length;
for(let i4=0; i4<len4; i4++){
const _errs95 = errors;
if(!(validate75(data38[i4], {instancePath:instancePath+"/report/tests/" + i4,parentData:data38,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid12 = _errs95 === errors;
if(!valid12){
break;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/report/tests",schemaPath:"#/properties/report/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs93 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.unloaded !== undefined){
let data40 = data30.unloaded;
const _errs96 = errors;
if(errors === _errs96){
if(Array.isArray(data40)){
var valid13 = true;
const len5 = data40.length;
for(let i5=0; i5<len5; i5++){
const _errs98 = errors;
if(typeof data40[i5] !== "string"){
validate72.errors = [{instancePath:instancePath+"/report/unloaded/" + i5,schemaPath:"#/properties/report/properties/unloaded/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs98 === errors;
if(!valid13){
break;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/report/unloaded",schemaPath:"#/properties/report/properties/unloaded/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs96 === errors;
}
else {
var valid11 = true;
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
validate72.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranFrom !== undefined){
let data42 = data.ranFrom;
const _errs100 = errors;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
validate72.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs100){
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
validate72.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs100 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranTo !== undefined){
let data43 = data.ranTo;
const _errs102 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
validate72.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs102){
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
validate72.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs102 === errors;
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
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema33 = {"type":"object","required":["attempt","role","cycle","reason","fingerprint","gateTail","findings","generation","at"],"properties":{"attempt":{"type":"integer","minimum":1},"role":{"enum":["work","review","fix","refactor"]},"cycle":{"type":"integer","minimum":1},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"$ref":"#/$defs/item14"}},"generation":{"type":"integer","minimum":0},"at":{"type":"integer","minimum":0}},"additionalProperties":false};
const schema34 = {"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.severity === undefined) && (missing0 = "severity")) || ((data.description === undefined) && (missing0 = "description"))){
validate79.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "severity") || (key0 === "description")) || (key0 === "file")) || (key0 === "line"))){
validate79.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(!(((data0 === "blocking") || (data0 === "required")) || (data0 === "suggestion"))){
validate79.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema34.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate79.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
const _errs5 = errors;
if(typeof data.file !== "string"){
validate79.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data3 = data.line;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate79.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate79.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
}
else {
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.attempt === undefined) && (missing0 = "attempt")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.fingerprint === undefined) && (missing0 = "fingerprint"))) || ((data.gateTail === undefined) && (missing0 = "gateTail"))) || ((data.findings === undefined) && (missing0 = "findings"))) || ((data.generation === undefined) && (missing0 = "generation"))) || ((data.at === undefined) && (missing0 = "at"))){
validate78.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema33.properties, key0))){
validate78.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.attempt !== undefined){
let data0 = data.attempt;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate78.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate78.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data1 = data.role;
const _errs4 = errors;
if(!((((data1 === "work") || (data1 === "review")) || (data1 === "fix")) || (data1 === "refactor"))){
validate78.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema33.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data2 = data.cycle;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate78.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate78.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs7 = errors;
if(typeof data.reason !== "string"){
validate78.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fingerprint !== undefined){
let data4 = data.fingerprint;
const _errs9 = errors;
const _errs10 = errors;
let valid1 = false;
const _errs11 = errors;
if(typeof data4 !== "string"){
const err0 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
const _errs13 = errors;
if(data4 !== null){
const err1 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate78.errors = vErrors;
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
if(data.gateTail !== undefined){
let data5 = data.gateTail;
const _errs15 = errors;
const _errs16 = errors;
let valid2 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err3 = {instancePath:instancePath+"/gateTail",schemaPath:"#/properties/gateTail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
const _errs19 = errors;
if(data5 !== null){
const err4 = {instancePath:instancePath+"/gateTail",schemaPath:"#/properties/gateTail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/gateTail",schemaPath:"#/properties/gateTail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate78.errors = vErrors;
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
if(data.findings !== undefined){
let data6 = data.findings;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs23 = errors;
if(!(validate79(data6[i0], {instancePath:instancePath+"/findings/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
var valid3 = _errs23 === errors;
if(!valid3){
break;
}
}
}
else {
validate78.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.generation !== undefined){
let data8 = data.generation;
const _errs24 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate78.errors = [{instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs24){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate78.errors = [{instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data9 = data.at;
const _errs26 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate78.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs26){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate78.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
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
else {
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema35 = {"type":"object","required":["of","generation","criteria"],"properties":{"of":{"type":"string"},"generation":{"type":"integer","minimum":0},"criteria":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.of === undefined) && (missing0 = "of")) || ((data.generation === undefined) && (missing0 = "generation"))) || ((data.criteria === undefined) && (missing0 = "criteria"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "of") || (key0 === "generation")) || (key0 === "criteria"))){
validate82.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.of !== undefined){
const _errs2 = errors;
if(typeof data.of !== "string"){
validate82.errors = [{instancePath:instancePath+"/of",schemaPath:"#/properties/of/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.generation !== undefined){
let data1 = data.generation;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate82.errors = [{instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate82.errors = [{instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.criteria !== undefined){
let data2 = data.criteria;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data2[i0] !== "string"){
validate82.errors = [{instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
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
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema36 = {"type":"object","required":["cycle","findings"],"properties":{"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"$ref":"#/$defs/item17"}}},"additionalProperties":false};
const schema37 = {"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.severity === undefined) && (missing0 = "severity")) || ((data.description === undefined) && (missing0 = "description"))){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "severity") || (key0 === "description")) || (key0 === "file")) || (key0 === "line"))){
validate85.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(!(((data0 === "blocking") || (data0 === "required")) || (data0 === "suggestion"))){
validate85.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema37.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate85.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
const _errs5 = errors;
if(typeof data.file !== "string"){
validate85.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data3 = data.line;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate85.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate85.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
}
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.cycle === undefined) && (missing0 = "cycle")) || ((data.findings === undefined) && (missing0 = "findings"))){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "cycle") || (key0 === "findings"))){
validate84.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.cycle !== undefined){
let data0 = data.cycle;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate84.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate84.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.findings !== undefined){
let data1 = data.findings;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate85(data1[i0], {instancePath:instancePath+"/findings/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate84.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
else {
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema38 = {"type":"object","required":["decision","note","at","round"],"properties":{"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"at":{"type":"integer","minimum":0},"round":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.decision === undefined) && (missing0 = "decision")) || ((data.note === undefined) && (missing0 = "note"))) || ((data.at === undefined) && (missing0 = "at"))) || ((data.round === undefined) && (missing0 = "round"))){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "decision") || (key0 === "note")) || (key0 === "at")) || (key0 === "round"))){
validate88.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.decision !== undefined){
let data0 = data.decision;
const _errs2 = errors;
if(!((data0 === "approve") || (data0 === "reject"))){
validate88.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema38.properties.decision.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
let data1 = data.note;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const _errs7 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate88.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data2 = data.at;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate88.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate88.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.round !== undefined){
let data3 = data.round;
const _errs11 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate88.errors = [{instancePath:instancePath+"/round",schemaPath:"#/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate88.errors = [{instancePath:instancePath+"/round",schemaPath:"#/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema39 = {"type":"object","required":["actionId","role","measured","reason","before","after","growth","flagged","offenders","skipped"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","refactor"]},"measured":{"type":"boolean"},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"growth":{"anyOf":[{"type":"number"},{"type":"null"}]},"flagged":{"type":"boolean"},"offenders":{"type":"array","items":{"$ref":"#/$defs/item20"}},"skipped":{"type":"array","items":{"$ref":"#/$defs/item21"}}},"additionalProperties":false};
const schema40 = {"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"after":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.file === undefined) && (missing0 = "file")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.line === undefined) && (missing0 = "line"))) || ((data.before === undefined) && (missing0 = "before"))) || ((data.after === undefined) && (missing0 = "after"))){
validate91.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "file") || (key0 === "name")) || (key0 === "line")) || (key0 === "before")) || (key0 === "after"))){
validate91.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.file !== undefined){
const _errs2 = errors;
if(typeof data.file !== "string"){
validate91.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate91.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data2 = data.line;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate91.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate91.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.before !== undefined){
let data3 = data.before;
const _errs8 = errors;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err0 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs10){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err1 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate91.errors = vErrors;
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
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
let data4 = data.after;
const _errs14 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate91.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate91.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
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
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema41 = {"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.file === undefined) && (missing0 = "file")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate93.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "file") || (key0 === "reason"))){
validate93.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.file !== undefined){
const _errs2 = errors;
if(typeof data.file !== "string"){
validate93.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs4 = errors;
if(typeof data.reason !== "string"){
validate93.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.actionId === undefined) && (missing0 = "actionId")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.measured === undefined) && (missing0 = "measured"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.before === undefined) && (missing0 = "before"))) || ((data.after === undefined) && (missing0 = "after"))) || ((data.growth === undefined) && (missing0 = "growth"))) || ((data.flagged === undefined) && (missing0 = "flagged"))) || ((data.offenders === undefined) && (missing0 = "offenders"))) || ((data.skipped === undefined) && (missing0 = "skipped"))){
validate90.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema39.properties, key0))){
validate90.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate90.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data1 = data.role;
const _errs4 = errors;
if(!((data1 === "work") || (data1 === "refactor"))){
validate90.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema39.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.measured !== undefined){
const _errs5 = errors;
if(typeof data.measured !== "boolean"){
validate90.errors = [{instancePath:instancePath+"/measured",schemaPath:"#/properties/measured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data3 = data.reason;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err0 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs11 = errors;
if(data3 !== null){
const err1 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate90.errors = vErrors;
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
if(data.before !== undefined){
let data4 = data.before;
const _errs13 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate90.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate90.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
let data5 = data.after;
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate90.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate90.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.growth !== undefined){
let data6 = data.growth;
const _errs17 = errors;
const _errs18 = errors;
let valid2 = false;
const _errs19 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err3 = {instancePath:instancePath+"/growth",schemaPath:"#/properties/growth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid2 = valid2 || _valid1;
const _errs21 = errors;
if(data6 !== null){
const err4 = {instancePath:instancePath+"/growth",schemaPath:"#/properties/growth/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/growth",schemaPath:"#/properties/growth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate90.errors = vErrors;
return false;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flagged !== undefined){
const _errs23 = errors;
if(typeof data.flagged !== "boolean"){
validate90.errors = [{instancePath:instancePath+"/flagged",schemaPath:"#/properties/flagged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offenders !== undefined){
let data8 = data.offenders;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data8)){
var valid3 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs27 = errors;
if(!(validate91(data8[i0], {instancePath:instancePath+"/offenders/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/offenders",schemaPath:"#/properties/offenders/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skipped !== undefined){
let data10 = data.skipped;
const _errs28 = errors;
if(errors === _errs28){
if(Array.isArray(data10)){
var valid4 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs30 = errors;
if(!(validate93(data10[i1], {instancePath:instancePath+"/skipped/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var valid4 = _errs30 === errors;
if(!valid4){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs28 === errors;
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
else {
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((((((((((((((((((((((((((((((data.name === undefined) && (missing0 = "name")) || ((data.key === undefined) && (missing0 = "key"))) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.origin === undefined) && (missing0 = "origin"))) || ((data.wave === undefined) && (missing0 = "wave"))) || ((data.dependsOn === undefined) && (missing0 = "dependsOn"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.modelUp === undefined) && (missing0 = "modelUp"))) || ((data.fixModel === undefined) && (missing0 = "fixModel"))) || ((data.gateCommands === undefined) && (missing0 = "gateCommands"))) || ((data.gateDescription === undefined) && (missing0 = "gateDescription"))) || ((data.fixGateCommands === undefined) && (missing0 = "fixGateCommands"))) || ((data.fixFiles === undefined) && (missing0 = "fixFiles"))) || ((data.maxRetries === undefined) && (missing0 = "maxRetries"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.gateTimeoutSeconds === undefined) && (missing0 = "gateTimeoutSeconds"))) || ((data.files === undefined) && (missing0 = "files"))) || ((data.onReject === undefined) && (missing0 = "onReject"))) || ((data.escalate === undefined) && (missing0 = "escalate"))) || ((data.skip === undefined) && (missing0 = "skip"))) || ((data.erosionPolicy === undefined) && (missing0 = "erosionPolicy"))) || ((data.tasks === undefined) && (missing0 = "tasks"))) || ((data.acceptance === undefined) && (missing0 = "acceptance"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.round === undefined) && (missing0 = "round"))) || ((data.generation === undefined) && (missing0 = "generation"))) || ((data.currentSpawn === undefined) && (missing0 = "currentSpawn"))) || ((data.currentGates === undefined) && (missing0 = "currentGates"))) || ((data.attemptFailed === undefined) && (missing0 = "attemptFailed"))) || ((data.handoff === undefined) && (missing0 = "handoff"))) || ((data.spawns === undefined) && (missing0 = "spawns"))) || ((data.gates === undefined) && (missing0 = "gates"))) || ((data.failures === undefined) && (missing0 = "failures"))) || ((data.reviews === undefined) && (missing0 = "reviews"))) || ((data.decisions === undefined) && (missing0 = "decisions"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.summary === undefined) && (missing0 = "summary"))) || ((data.erosion === undefined) && (missing0 = "erosion"))) || ((data.erosionChecks === undefined) && (missing0 = "erosionChecks"))) || ((data.skipReason === undefined) && (missing0 = "skipReason"))) || ((data.startedAt === undefined) && (missing0 = "startedAt"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))) || ((data.lastEvent === undefined) && (missing0 = "lastEvent"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema21.properties, key0))){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate55.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs4 = errors;
if(typeof data.key !== "string"){
validate55.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data2 = data.kind;
const _errs6 = errors;
if(!((((data2 === "agent") || (data2 === "approval")) || (data2 === "checkpoint")) || (data2 === "skip"))){
validate55.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema21.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(!((((data3 === "impl") || (data3 === "review")) || (data3 === "extract")) || (data3 === "approval"))){
validate55.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema21.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.origin !== undefined){
let data4 = data.origin;
const _errs8 = errors;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data4 !== "string"){
const err0 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const _errs12 = errors;
if(data4 !== null){
const err1 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate55.errors = vErrors;
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
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wave !== undefined){
let data5 = data.wave;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate55.errors = [{instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate55.errors = [{instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dependsOn !== undefined){
let data6 = data.dependsOn;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data6)){
var valid2 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(typeof data6[i0] !== "string"){
validate55.errors = [{instancePath:instancePath+"/dependsOn/" + i0,schemaPath:"#/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/dependsOn",schemaPath:"#/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parallel !== undefined){
const _errs20 = errors;
if(typeof data.parallel !== "boolean"){
validate55.errors = [{instancePath:instancePath+"/parallel",schemaPath:"#/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data9 = data.model;
const _errs22 = errors;
if(errors === _errs22){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if(((data9.tier === undefined) && (missing1 = "tier")) || ((data9.id === undefined) && (missing1 = "id"))){
validate55.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs24 = errors;
for(const key1 in data9){
if(!((key1 === "tier") || (key1 === "id"))){
validate55.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs24 === errors){
if(data9.tier !== undefined){
let data10 = data9.tier;
const _errs25 = errors;
const _errs26 = errors;
let valid4 = false;
const _errs27 = errors;
if(typeof data10 !== "string"){
const err3 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid4 = valid4 || _valid1;
const _errs29 = errors;
if(data10 !== null){
const err4 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err5 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.id !== undefined){
let data11 = data9.id;
const _errs31 = errors;
const _errs32 = errors;
let valid5 = false;
const _errs33 = errors;
if(typeof data11 !== "string"){
const err6 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid5 = valid5 || _valid2;
const _errs35 = errors;
if(data11 !== null){
const err7 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err8 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelUp !== undefined){
let data12 = data.modelUp;
const _errs37 = errors;
if(errors === _errs37){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if(((data12.tier === undefined) && (missing2 = "tier")) || ((data12.id === undefined) && (missing2 = "id"))){
validate55.errors = [{instancePath:instancePath+"/modelUp",schemaPath:"#/properties/modelUp/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data12){
if(!((key2 === "tier") || (key2 === "id"))){
validate55.errors = [{instancePath:instancePath+"/modelUp",schemaPath:"#/properties/modelUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data12.tier !== undefined){
let data13 = data12.tier;
const _errs40 = errors;
const _errs41 = errors;
let valid7 = false;
const _errs42 = errors;
if(typeof data13 !== "string"){
const err9 = {instancePath:instancePath+"/modelUp/tier",schemaPath:"#/properties/modelUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs42 === errors;
valid7 = valid7 || _valid3;
const _errs44 = errors;
if(data13 !== null){
const err10 = {instancePath:instancePath+"/modelUp/tier",schemaPath:"#/properties/modelUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs44 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err11 = {instancePath:instancePath+"/modelUp/tier",schemaPath:"#/properties/modelUp/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs40 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.id !== undefined){
let data14 = data12.id;
const _errs46 = errors;
const _errs47 = errors;
let valid8 = false;
const _errs48 = errors;
if(typeof data14 !== "string"){
const err12 = {instancePath:instancePath+"/modelUp/id",schemaPath:"#/properties/modelUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs48 === errors;
valid8 = valid8 || _valid4;
const _errs50 = errors;
if(data14 !== null){
const err13 = {instancePath:instancePath+"/modelUp/id",schemaPath:"#/properties/modelUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs50 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err14 = {instancePath:instancePath+"/modelUp/id",schemaPath:"#/properties/modelUp/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs46 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/modelUp",schemaPath:"#/properties/modelUp/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fixModel !== undefined){
let data15 = data.fixModel;
const _errs52 = errors;
const _errs53 = errors;
let valid9 = false;
const _errs54 = errors;
if(errors === _errs54){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing3;
if(((data15.tier === undefined) && (missing3 = "tier")) || ((data15.id === undefined) && (missing3 = "id"))){
const err15 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
const _errs56 = errors;
for(const key3 in data15){
if(!((key3 === "tier") || (key3 === "id"))){
const err16 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break;
}
}
if(_errs56 === errors){
if(data15.tier !== undefined){
let data16 = data15.tier;
const _errs57 = errors;
const _errs58 = errors;
let valid11 = false;
const _errs59 = errors;
if(typeof data16 !== "string"){
const err17 = {instancePath:instancePath+"/fixModel/tier",schemaPath:"#/properties/fixModel/anyOf/0/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid6 = _errs59 === errors;
valid11 = valid11 || _valid6;
const _errs61 = errors;
if(data16 !== null){
const err18 = {instancePath:instancePath+"/fixModel/tier",schemaPath:"#/properties/fixModel/anyOf/0/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid6 = _errs61 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const err19 = {instancePath:instancePath+"/fixModel/tier",schemaPath:"#/properties/fixModel/anyOf/0/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs57 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data15.id !== undefined){
let data17 = data15.id;
const _errs63 = errors;
const _errs64 = errors;
let valid12 = false;
const _errs65 = errors;
if(typeof data17 !== "string"){
const err20 = {instancePath:instancePath+"/fixModel/id",schemaPath:"#/properties/fixModel/anyOf/0/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid7 = _errs65 === errors;
valid12 = valid12 || _valid7;
const _errs67 = errors;
if(data17 !== null){
const err21 = {instancePath:instancePath+"/fixModel/id",schemaPath:"#/properties/fixModel/anyOf/0/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid7 = _errs67 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err22 = {instancePath:instancePath+"/fixModel/id",schemaPath:"#/properties/fixModel/anyOf/0/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs63 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid5 = _errs54 === errors;
valid9 = valid9 || _valid5;
const _errs69 = errors;
if(data15 !== null){
const err24 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid5 = _errs69 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const err25 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateCommands !== undefined){
let data18 = data.gateCommands;
const _errs71 = errors;
if(errors === _errs71){
if(Array.isArray(data18)){
var valid13 = true;
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
const _errs73 = errors;
if(!(validate56(data18[i1], {instancePath:instancePath+"/gateCommands/" + i1,parentData:data18,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid13 = _errs73 === errors;
if(!valid13){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/gateCommands",schemaPath:"#/properties/gateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateDescription !== undefined){
let data20 = data.gateDescription;
const _errs74 = errors;
const _errs75 = errors;
let valid14 = false;
const _errs76 = errors;
if(typeof data20 !== "string"){
const err26 = {instancePath:instancePath+"/gateDescription",schemaPath:"#/properties/gateDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid8 = _errs76 === errors;
valid14 = valid14 || _valid8;
const _errs78 = errors;
if(data20 !== null){
const err27 = {instancePath:instancePath+"/gateDescription",schemaPath:"#/properties/gateDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid8 = _errs78 === errors;
valid14 = valid14 || _valid8;
if(!valid14){
const err28 = {instancePath:instancePath+"/gateDescription",schemaPath:"#/properties/gateDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs74 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fixGateCommands !== undefined){
let data21 = data.fixGateCommands;
const _errs80 = errors;
if(errors === _errs80){
if(Array.isArray(data21)){
var valid15 = true;
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
const _errs82 = errors;
if(!(validate58(data21[i2], {instancePath:instancePath+"/fixGateCommands/" + i2,parentData:data21,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid15 = _errs82 === errors;
if(!valid15){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/fixGateCommands",schemaPath:"#/properties/fixGateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fixFiles !== undefined){
let data23 = data.fixFiles;
const _errs83 = errors;
if(errors === _errs83){
if(Array.isArray(data23)){
var valid16 = true;
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
const _errs85 = errors;
if(typeof data23[i3] !== "string"){
validate55.errors = [{instancePath:instancePath+"/fixFiles/" + i3,schemaPath:"#/properties/fixFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs85 === errors;
if(!valid16){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/fixFiles",schemaPath:"#/properties/fixFiles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxRetries !== undefined){
let data25 = data.maxRetries;
const _errs87 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
validate55.errors = [{instancePath:instancePath+"/maxRetries",schemaPath:"#/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs87){
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
validate55.errors = [{instancePath:instancePath+"/maxRetries",schemaPath:"#/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data26 = data.timeoutSeconds;
const _errs89 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
validate55.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs89){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1 || isNaN(data26)){
validate55.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs89 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateTimeoutSeconds !== undefined){
let data27 = data.gateTimeoutSeconds;
const _errs91 = errors;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
validate55.errors = [{instancePath:instancePath+"/gateTimeoutSeconds",schemaPath:"#/properties/gateTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs91){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 1 || isNaN(data27)){
validate55.errors = [{instancePath:instancePath+"/gateTimeoutSeconds",schemaPath:"#/properties/gateTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs91 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.files !== undefined){
let data28 = data.files;
const _errs93 = errors;
if(errors === _errs93){
if(Array.isArray(data28)){
var valid17 = true;
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
const _errs95 = errors;
if(typeof data28[i4] !== "string"){
validate55.errors = [{instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid17 = _errs95 === errors;
if(!valid17){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs93 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs97 = errors;
if(typeof data.workdir !== "string"){
validate55.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs97 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.onReject !== undefined){
let data31 = data.onReject;
const _errs99 = errors;
const _errs100 = errors;
let valid18 = false;
const _errs101 = errors;
if(typeof data31 !== "string"){
const err29 = {instancePath:instancePath+"/onReject",schemaPath:"#/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid9 = _errs101 === errors;
valid18 = valid18 || _valid9;
const _errs103 = errors;
if(data31 !== null){
const err30 = {instancePath:instancePath+"/onReject",schemaPath:"#/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid9 = _errs103 === errors;
valid18 = valid18 || _valid9;
if(!valid18){
const err31 = {instancePath:instancePath+"/onReject",schemaPath:"#/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs99 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.escalate !== undefined){
const _errs105 = errors;
if(typeof data.escalate !== "boolean"){
validate55.errors = [{instancePath:instancePath+"/escalate",schemaPath:"#/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skip !== undefined){
const _errs107 = errors;
if(typeof data.skip !== "boolean"){
validate55.errors = [{instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs107 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.removesTests !== undefined){
const _errs109 = errors;
if(typeof data.removesTests !== "boolean"){
validate55.errors = [{instancePath:instancePath+"/removesTests",schemaPath:"#/properties/removesTests/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs109 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.erosionPolicy !== undefined){
let data35 = data.erosionPolicy;
const _errs111 = errors;
const _errs112 = errors;
let valid19 = false;
const _errs113 = errors;
if(!(((data35 === "refactor") || (data35 === "flag")) || (data35 === "off"))){
const err32 = {instancePath:instancePath+"/erosionPolicy",schemaPath:"#/properties/erosionPolicy/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema21.properties.erosionPolicy.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid10 = _errs113 === errors;
valid19 = valid19 || _valid10;
const _errs114 = errors;
if(data35 !== null){
const err33 = {instancePath:instancePath+"/erosionPolicy",schemaPath:"#/properties/erosionPolicy/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid10 = _errs114 === errors;
valid19 = valid19 || _valid10;
if(!valid19){
const err34 = {instancePath:instancePath+"/erosionPolicy",schemaPath:"#/properties/erosionPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs111 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tasks !== undefined){
let data36 = data.tasks;
const _errs116 = errors;
if(errors === _errs116){
if(Array.isArray(data36)){
var valid20 = true;
const len5 = data36.length;
for(let i5=0; i5<len5; i5++){
const _errs118 = errors;
if(!(validate60(data36[i5], {instancePath:instancePath+"/tasks/" + i5,parentData:data36,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid20 = _errs118 === errors;
if(!valid20){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs116 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.acceptance !== undefined){
let data38 = data.acceptance;
const _errs119 = errors;
if(errors === _errs119){
if(Array.isArray(data38)){
var valid21 = true;
const len6 = data38.length;
for(let i6=0; i6<len6; i6++){
const _errs121 = errors;
if(!(validate62(data38[i6], {instancePath:instancePath+"/acceptance/" + i6,parentData:data38,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid21 = _errs121 === errors;
if(!valid21){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/acceptance",schemaPath:"#/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs119 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data40 = data.status;
const _errs122 = errors;
if(!(((((((data40 === "pending") || (data40 === "active")) || (data40 === "waiting-approval")) || (data40 === "passed")) || (data40 === "skipped")) || (data40 === "needs-human")) || (data40 === "cancelled"))){
validate55.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema21.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs122 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data41 = data.role;
const _errs123 = errors;
if(!((((data41 === "work") || (data41 === "review")) || (data41 === "fix")) || (data41 === "refactor"))){
validate55.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema21.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs123 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data42 = data.attempt;
const _errs124 = errors;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
validate55.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs124){
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
validate55.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs124 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data43 = data.cycle;
const _errs126 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
validate55.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs126){
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 1 || isNaN(data43)){
validate55.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs126 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.round !== undefined){
let data44 = data.round;
const _errs128 = errors;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
validate55.errors = [{instancePath:instancePath+"/round",schemaPath:"#/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs128){
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
validate55.errors = [{instancePath:instancePath+"/round",schemaPath:"#/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs128 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.generation !== undefined){
let data45 = data.generation;
const _errs130 = errors;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
validate55.errors = [{instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs130){
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
validate55.errors = [{instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs130 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentSpawn !== undefined){
let data46 = data.currentSpawn;
const _errs132 = errors;
const _errs133 = errors;
let valid22 = false;
const _errs134 = errors;
if(typeof data46 !== "string"){
const err35 = {instancePath:instancePath+"/currentSpawn",schemaPath:"#/properties/currentSpawn/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid11 = _errs134 === errors;
valid22 = valid22 || _valid11;
const _errs136 = errors;
if(data46 !== null){
const err36 = {instancePath:instancePath+"/currentSpawn",schemaPath:"#/properties/currentSpawn/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid11 = _errs136 === errors;
valid22 = valid22 || _valid11;
if(!valid22){
const err37 = {instancePath:instancePath+"/currentSpawn",schemaPath:"#/properties/currentSpawn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs133;
if(vErrors !== null){
if(_errs133){
vErrors.length = _errs133;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs132 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentGates !== undefined){
let data47 = data.currentGates;
const _errs138 = errors;
if(errors === _errs138){
if(Array.isArray(data47)){
var valid23 = true;
const len7 = data47.length;
for(let i7=0; i7<len7; i7++){
const _errs140 = errors;
if(typeof data47[i7] !== "string"){
validate55.errors = [{instancePath:instancePath+"/currentGates/" + i7,schemaPath:"#/properties/currentGates/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid23 = _errs140 === errors;
if(!valid23){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/currentGates",schemaPath:"#/properties/currentGates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs138 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attemptFailed !== undefined){
const _errs142 = errors;
if(typeof data.attemptFailed !== "boolean"){
validate55.errors = [{instancePath:instancePath+"/attemptFailed",schemaPath:"#/properties/attemptFailed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs142 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.handoff !== undefined){
const _errs144 = errors;
if(typeof data.handoff !== "boolean"){
validate55.errors = [{instancePath:instancePath+"/handoff",schemaPath:"#/properties/handoff/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs144 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spawns !== undefined){
let data51 = data.spawns;
const _errs146 = errors;
if(errors === _errs146){
if(Array.isArray(data51)){
var valid24 = true;
const len8 = data51.length;
for(let i8=0; i8<len8; i8++){
const _errs148 = errors;
if(!(validate64(data51[i8], {instancePath:instancePath+"/spawns/" + i8,parentData:data51,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid24 = _errs148 === errors;
if(!valid24){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs146 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gates !== undefined){
let data53 = data.gates;
const _errs149 = errors;
if(errors === _errs149){
if(Array.isArray(data53)){
var valid25 = true;
const len9 = data53.length;
for(let i9=0; i9<len9; i9++){
const _errs151 = errors;
if(!(validate72(data53[i9], {instancePath:instancePath+"/gates/" + i9,parentData:data53,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
var valid25 = _errs151 === errors;
if(!valid25){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/gates",schemaPath:"#/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs149 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failures !== undefined){
let data55 = data.failures;
const _errs152 = errors;
if(errors === _errs152){
if(Array.isArray(data55)){
var valid26 = true;
const len10 = data55.length;
for(let i10=0; i10<len10; i10++){
const _errs154 = errors;
if(!(validate78(data55[i10], {instancePath:instancePath+"/failures/" + i10,parentData:data55,parentDataProperty:i10,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid26 = _errs154 === errors;
if(!valid26){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/failures",schemaPath:"#/properties/failures/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs152 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.acceptanceAsks !== undefined){
let data57 = data.acceptanceAsks;
const _errs155 = errors;
if(errors === _errs155){
if(Array.isArray(data57)){
var valid27 = true;
const len11 = data57.length;
for(let i11=0; i11<len11; i11++){
const _errs157 = errors;
if(!(validate82(data57[i11], {instancePath:instancePath+"/acceptanceAsks/" + i11,parentData:data57,parentDataProperty:i11,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid27 = _errs157 === errors;
if(!valid27){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/acceptanceAsks",schemaPath:"#/properties/acceptanceAsks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs155 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviews !== undefined){
let data59 = data.reviews;
const _errs158 = errors;
if(errors === _errs158){
if(Array.isArray(data59)){
var valid28 = true;
const len12 = data59.length;
for(let i12=0; i12<len12; i12++){
const _errs160 = errors;
if(!(validate84(data59[i12], {instancePath:instancePath+"/reviews/" + i12,parentData:data59,parentDataProperty:i12,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
var valid28 = _errs160 === errors;
if(!valid28){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/reviews",schemaPath:"#/properties/reviews/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs158 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decisions !== undefined){
let data61 = data.decisions;
const _errs161 = errors;
if(errors === _errs161){
if(Array.isArray(data61)){
var valid29 = true;
const len13 = data61.length;
for(let i13=0; i13<len13; i13++){
const _errs163 = errors;
if(!(validate88(data61[i13], {instancePath:instancePath+"/decisions/" + i13,parentData:data61,parentDataProperty:i13,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid29 = _errs163 === errors;
if(!valid29){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/decisions",schemaPath:"#/properties/decisions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs161 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.context !== undefined){
let data63 = data.context;
const _errs164 = errors;
const _errs165 = errors;
let valid30 = false;
const _errs166 = errors;
if(typeof data63 !== "string"){
const err38 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid12 = _errs166 === errors;
valid30 = valid30 || _valid12;
const _errs168 = errors;
if(data63 !== null){
const err39 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid12 = _errs168 === errors;
valid30 = valid30 || _valid12;
if(!valid30){
const err40 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs165;
if(vErrors !== null){
if(_errs165){
vErrors.length = _errs165;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs164 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resumed !== undefined){
let data64 = data.resumed;
const _errs170 = errors;
if(errors === _errs170){
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
let missing4;
if(((((data64.escalation === undefined) && (missing4 = "escalation")) || ((data64.question === undefined) && (missing4 = "question"))) || ((data64.answer === undefined) && (missing4 = "answer"))) || ((data64.earlier === undefined) && (missing4 = "earlier"))){
validate55.errors = [{instancePath:instancePath+"/resumed",schemaPath:"#/properties/resumed/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs172 = errors;
for(const key4 in data64){
if(!((((key4 === "escalation") || (key4 === "question")) || (key4 === "answer")) || (key4 === "earlier"))){
validate55.errors = [{instancePath:instancePath+"/resumed",schemaPath:"#/properties/resumed/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs172 === errors){
if(data64.escalation !== undefined){
const _errs173 = errors;
if(typeof data64.escalation !== "string"){
validate55.errors = [{instancePath:instancePath+"/resumed/escalation",schemaPath:"#/properties/resumed/properties/escalation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid31 = _errs173 === errors;
}
else {
var valid31 = true;
}
if(valid31){
if(data64.question !== undefined){
let data66 = data64.question;
const _errs175 = errors;
const _errs176 = errors;
let valid32 = false;
const _errs177 = errors;
if(typeof data66 !== "string"){
const err41 = {instancePath:instancePath+"/resumed/question",schemaPath:"#/properties/resumed/properties/question/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid13 = _errs177 === errors;
valid32 = valid32 || _valid13;
const _errs179 = errors;
if(data66 !== null){
const err42 = {instancePath:instancePath+"/resumed/question",schemaPath:"#/properties/resumed/properties/question/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid13 = _errs179 === errors;
valid32 = valid32 || _valid13;
if(!valid32){
const err43 = {instancePath:instancePath+"/resumed/question",schemaPath:"#/properties/resumed/properties/question/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs176;
if(vErrors !== null){
if(_errs176){
vErrors.length = _errs176;
}
else {
vErrors = null;
}
}
}
var valid31 = _errs175 === errors;
}
else {
var valid31 = true;
}
if(valid31){
if(data64.answer !== undefined){
let data67 = data64.answer;
const _errs181 = errors;
const _errs182 = errors;
let valid33 = false;
const _errs183 = errors;
if(typeof data67 !== "string"){
const err44 = {instancePath:instancePath+"/resumed/answer",schemaPath:"#/properties/resumed/properties/answer/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid14 = _errs183 === errors;
valid33 = valid33 || _valid14;
const _errs185 = errors;
if(data67 !== null){
const err45 = {instancePath:instancePath+"/resumed/answer",schemaPath:"#/properties/resumed/properties/answer/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid14 = _errs185 === errors;
valid33 = valid33 || _valid14;
if(!valid33){
const err46 = {instancePath:instancePath+"/resumed/answer",schemaPath:"#/properties/resumed/properties/answer/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs182;
if(vErrors !== null){
if(_errs182){
vErrors.length = _errs182;
}
else {
vErrors = null;
}
}
}
var valid31 = _errs181 === errors;
}
else {
var valid31 = true;
}
if(valid31){
if(data64.earlier !== undefined){
let data68 = data64.earlier;
const _errs187 = errors;
if(errors === _errs187){
if(Array.isArray(data68)){
var valid34 = true;
const len14 = data68.length;
for(let i14=0; i14<len14; i14++){
const _errs189 = errors;
if(typeof data68[i14] !== "string"){
validate55.errors = [{instancePath:instancePath+"/resumed/earlier/" + i14,schemaPath:"#/properties/resumed/properties/earlier/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid34 = _errs189 === errors;
if(!valid34){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/resumed/earlier",schemaPath:"#/properties/resumed/properties/earlier/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid31 = _errs187 === errors;
}
else {
var valid31 = true;
}
}
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/resumed",schemaPath:"#/properties/resumed/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs170 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data70 = data.summary;
const _errs191 = errors;
const _errs192 = errors;
let valid35 = false;
const _errs193 = errors;
if(typeof data70 !== "string"){
const err47 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid15 = _errs193 === errors;
valid35 = valid35 || _valid15;
const _errs195 = errors;
if(data70 !== null){
const err48 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid15 = _errs195 === errors;
valid35 = valid35 || _valid15;
if(!valid35){
const err49 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs192;
if(vErrors !== null){
if(_errs192){
vErrors.length = _errs192;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs191 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.erosion !== undefined){
let data71 = data.erosion;
const _errs197 = errors;
const _errs198 = errors;
let valid36 = false;
const _errs199 = errors;
if(!(((data71 === "not-measured") || (data71 === "ok")) || (data71 === "flagged"))){
const err50 = {instancePath:instancePath+"/erosion",schemaPath:"#/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema21.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid16 = _errs199 === errors;
valid36 = valid36 || _valid16;
const _errs200 = errors;
if(data71 !== null){
const err51 = {instancePath:instancePath+"/erosion",schemaPath:"#/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid16 = _errs200 === errors;
valid36 = valid36 || _valid16;
if(!valid36){
const err52 = {instancePath:instancePath+"/erosion",schemaPath:"#/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs198;
if(vErrors !== null){
if(_errs198){
vErrors.length = _errs198;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs197 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noChanges !== undefined){
let data72 = data.noChanges;
const _errs202 = errors;
if(typeof data72 !== "boolean"){
validate55.errors = [{instancePath:instancePath+"/noChanges",schemaPath:"#/properties/noChanges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data72){
validate55.errors = [{instancePath:instancePath+"/noChanges",schemaPath:"#/properties/noChanges/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs202 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.erosionChecks !== undefined){
let data73 = data.erosionChecks;
const _errs204 = errors;
if(errors === _errs204){
if(Array.isArray(data73)){
var valid37 = true;
const len15 = data73.length;
for(let i15=0; i15<len15; i15++){
const _errs206 = errors;
if(!(validate90(data73[i15], {instancePath:instancePath+"/erosionChecks/" + i15,parentData:data73,parentDataProperty:i15,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
var valid37 = _errs206 === errors;
if(!valid37){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/erosionChecks",schemaPath:"#/properties/erosionChecks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs204 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skipReason !== undefined){
let data75 = data.skipReason;
const _errs207 = errors;
const _errs208 = errors;
let valid38 = false;
const _errs209 = errors;
if(!((data75 === "skip-flag") || (data75 === "only"))){
const err53 = {instancePath:instancePath+"/skipReason",schemaPath:"#/properties/skipReason/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema21.properties.skipReason.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid17 = _errs209 === errors;
valid38 = valid38 || _valid17;
const _errs210 = errors;
if(data75 !== null){
const err54 = {instancePath:instancePath+"/skipReason",schemaPath:"#/properties/skipReason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid17 = _errs210 === errors;
valid38 = valid38 || _valid17;
if(!valid38){
const err55 = {instancePath:instancePath+"/skipReason",schemaPath:"#/properties/skipReason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs208;
if(vErrors !== null){
if(_errs208){
vErrors.length = _errs208;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs207 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAt !== undefined){
let data76 = data.startedAt;
const _errs212 = errors;
const _errs213 = errors;
let valid39 = false;
const _errs214 = errors;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err56 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(errors === _errs214){
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 0 || isNaN(data76)){
const err57 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
var _valid18 = _errs214 === errors;
valid39 = valid39 || _valid18;
const _errs216 = errors;
if(data76 !== null){
const err58 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid18 = _errs216 === errors;
valid39 = valid39 || _valid18;
if(!valid39){
const err59 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs213;
if(vErrors !== null){
if(_errs213){
vErrors.length = _errs213;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs212 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data77 = data.finishedAt;
const _errs218 = errors;
const _errs219 = errors;
let valid40 = false;
const _errs220 = errors;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
const err60 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(errors === _errs220){
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 < 0 || isNaN(data77)){
const err61 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
var _valid19 = _errs220 === errors;
valid40 = valid40 || _valid19;
const _errs222 = errors;
if(data77 !== null){
const err62 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid19 = _errs222 === errors;
valid40 = valid40 || _valid19;
if(!valid40){
const err63 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs219;
if(vErrors !== null){
if(_errs219){
vErrors.length = _errs219;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs218 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastEvent !== undefined){
let data78 = data.lastEvent;
const _errs224 = errors;
const _errs225 = errors;
let valid41 = false;
const _errs226 = errors;
if(errors === _errs226){
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
let missing5;
if(((data78.type === undefined) && (missing5 = "type")) || ((data78.at === undefined) && (missing5 = "at"))){
const err64 = {instancePath:instancePath+"/lastEvent",schemaPath:"#/properties/lastEvent/anyOf/0/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
const _errs228 = errors;
for(const key5 in data78){
if(!((key5 === "type") || (key5 === "at"))){
const err65 = {instancePath:instancePath+"/lastEvent",schemaPath:"#/properties/lastEvent/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
break;
}
}
if(_errs228 === errors){
if(data78.type !== undefined){
const _errs229 = errors;
if(typeof data78.type !== "string"){
const err66 = {instancePath:instancePath+"/lastEvent/type",schemaPath:"#/properties/lastEvent/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var valid42 = _errs229 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data78.at !== undefined){
let data80 = data78.at;
const _errs231 = errors;
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
const err67 = {instancePath:instancePath+"/lastEvent/at",schemaPath:"#/properties/lastEvent/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(errors === _errs231){
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 < 0 || isNaN(data80)){
const err68 = {instancePath:instancePath+"/lastEvent/at",schemaPath:"#/properties/lastEvent/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
var valid42 = _errs231 === errors;
}
else {
var valid42 = true;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/lastEvent",schemaPath:"#/properties/lastEvent/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
var _valid20 = _errs226 === errors;
valid41 = valid41 || _valid20;
const _errs233 = errors;
if(data78 !== null){
const err70 = {instancePath:instancePath+"/lastEvent",schemaPath:"#/properties/lastEvent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid20 = _errs233 === errors;
valid41 = valid41 || _valid20;
if(!valid41){
const err71 = {instancePath:instancePath+"/lastEvent",schemaPath:"#/properties/lastEvent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs225;
if(vErrors !== null){
if(_errs225){
vErrors.length = _errs225;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs224 === errors;
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
}
}
}
}
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema42 = {"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt","phase"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item23"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item24"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0},"phase":{"type":"string"}},"additionalProperties":false};
const schema43 = {"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.criterion === undefined) && (missing0 = "criterion")) || ((data.test === undefined) && (missing0 = "test"))){
validate98.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "criterion") || (key0 === "test"))){
validate98.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.criterion !== undefined){
const _errs2 = errors;
if(typeof data.criterion !== "string"){
validate98.errors = [{instancePath:instancePath+"/criterion",schemaPath:"#/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.test !== undefined){
const _errs4 = errors;
if(typeof data.test !== "string"){
validate98.errors = [{instancePath:instancePath+"/test",schemaPath:"#/properties/test/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema44 = {"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.status === undefined) && (missing0 = "status"))){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "status"))){
validate100.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate100.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs4 = errors;
if(!((((data1 === "passed") || (data1 === "failed")) || (data1 === "skipped")) || (data1 === "todo"))){
validate100.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema44.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
else {
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.actionId === undefined) && (missing0 = "actionId")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.logFile === undefined) && (missing0 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.issuedAt === undefined) && (missing0 = "issuedAt"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.exitCode === undefined) && (missing0 = "exitCode"))) || ((data.tail === undefined) && (missing0 = "tail"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))) || ((data.phase === undefined) && (missing0 = "phase"))){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema42.properties, key0))){
validate97.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate97.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data1 = data.role;
const _errs4 = errors;
if(!((((data1 === "work") || (data1 === "review")) || (data1 === "fix")) || (data1 === "refactor"))){
validate97.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema42.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data2 = data.attempt;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate97.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate97.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data3 = data.cycle;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate97.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate97.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
let data4 = data.index;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate97.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate97.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs11 = errors;
if(typeof data.command !== "string"){
validate97.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs13 = errors;
if(typeof data.workdir !== "string"){
validate97.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs15 = errors;
if(typeof data.logFile !== "string"){
validate97.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data8 = data.timeoutSeconds;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate97.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
validate97.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data9 = data.notBefore;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate97.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs19){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate97.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuedAt !== undefined){
let data10 = data.issuedAt;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate97.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate97.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data11 = data.state;
const _errs23 = errors;
if(!(((((data11 === "pending") || (data11 === "running")) || (data11 === "passed")) || (data11 === "failed")) || (data11 === "timed-out"))){
validate97.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema42.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exitCode !== undefined){
let data12 = data.exitCode;
const _errs24 = errors;
const _errs25 = errors;
let valid1 = false;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err0 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid1 = valid1 || _valid0;
const _errs28 = errors;
if(data12 !== null){
const err1 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate97.errors = vErrors;
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
if(data.tail !== undefined){
const _errs30 = errors;
if(typeof data.tail !== "string"){
validate97.errors = [{instancePath:instancePath+"/tail",schemaPath:"#/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data14 = data.finishedAt;
const _errs32 = errors;
const _errs33 = errors;
let valid2 = false;
const _errs34 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err3 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors === _errs34){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err4 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs34 === errors;
valid2 = valid2 || _valid1;
const _errs36 = errors;
if(data14 !== null){
const err5 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err6 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate97.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data15 = data.reason;
const _errs38 = errors;
if(!((((((data15 === "no-tests-ran") || (data15 === "failing-tests-exit-0")) || (data15 === "tests-removed")) || (data15 === "tests-skipped")) || (data15 === "tests-regressed")) || (data15 === "test-report-lost"))){
validate97.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema42.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.evidence !== undefined){
let data16 = data.evidence;
const _errs39 = errors;
if(errors === _errs39){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((data16.runner === undefined) && (missing1 = "runner")) || ((data16.line === undefined) && (missing1 = "line"))){
validate97.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs41 = errors;
for(const key1 in data16){
if(!((((((key1 === "runner") || (key1 === "line")) || (key1 === "tests")) || (key1 === "counts")) || (key1 === "allowed")) || (key1 === "failedBefore"))){
validate97.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data16.runner !== undefined){
let data17 = data16.runner;
const _errs42 = errors;
const _errs43 = errors;
let valid4 = false;
const _errs44 = errors;
if(typeof data17 !== "string"){
const err7 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs44 === errors;
valid4 = valid4 || _valid2;
const _errs46 = errors;
if(data17 !== null){
const err8 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err9 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate97.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs42 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.line !== undefined){
let data18 = data16.line;
const _errs48 = errors;
const _errs49 = errors;
let valid5 = false;
const _errs50 = errors;
if(typeof data18 !== "string"){
const err10 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs50 === errors;
valid5 = valid5 || _valid3;
const _errs52 = errors;
if(data18 !== null){
const err11 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs52 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err12 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate97.errors = vErrors;
return false;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs48 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.tests !== undefined){
let data19 = data16.tests;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data19)){
var valid6 = true;
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
const _errs56 = errors;
if(typeof data19[i0] !== "string"){
validate97.errors = [{instancePath:instancePath+"/evidence/tests/" + i0,schemaPath:"#/properties/evidence/properties/tests/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs56 === errors;
if(!valid6){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/evidence/tests",schemaPath:"#/properties/evidence/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs54 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.counts !== undefined){
let data21 = data16.counts;
const _errs58 = errors;
if(errors === _errs58){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing2;
if(((data21.before === undefined) && (missing2 = "before")) || ((data21.after === undefined) && (missing2 = "after"))){
validate97.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs60 = errors;
for(const key2 in data21){
if(!((key2 === "before") || (key2 === "after"))){
validate97.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs60 === errors){
if(data21.before !== undefined){
let data22 = data21.before;
const _errs61 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate97.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs61){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate97.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.after !== undefined){
let data23 = data21.after;
const _errs63 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate97.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
validate97.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs63 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs58 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.allowed !== undefined){
let data24 = data16.allowed;
const _errs65 = errors;
if(errors === _errs65){
if(Array.isArray(data24)){
var valid8 = true;
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
const _errs67 = errors;
if(typeof data24[i1] !== "string"){
validate97.errors = [{instancePath:instancePath+"/evidence/allowed/" + i1,schemaPath:"#/properties/evidence/properties/allowed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs67 === errors;
if(!valid8){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/evidence/allowed",schemaPath:"#/properties/evidence/properties/allowed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs65 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.failedBefore !== undefined){
let data26 = data16.failedBefore;
const _errs69 = errors;
if(errors === _errs69){
if(Array.isArray(data26)){
var valid9 = true;
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
const _errs71 = errors;
if(typeof data26[i2] !== "string"){
validate97.errors = [{instancePath:instancePath+"/evidence/failedBefore/" + i2,schemaPath:"#/properties/evidence/properties/failedBefore/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs71 === errors;
if(!valid9){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/evidence/failedBefore",schemaPath:"#/properties/evidence/properties/failedBefore/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs69 === errors;
}
else {
var valid3 = true;
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
validate97.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessed !== undefined){
let data28 = data.witnessed;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data28)){
var valid10 = true;
const len3 = data28.length;
for(let i3=0; i3<len3; i3++){
const _errs75 = errors;
if(!(validate98(data28[i3], {instancePath:instancePath+"/witnessed/" + i3,parentData:data28,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid10 = _errs75 === errors;
if(!valid10){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/witnessed",schemaPath:"#/properties/witnessed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.report !== undefined){
let data30 = data.report;
const _errs76 = errors;
if(errors === _errs76){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing3;
if((((((((data30.runner === undefined) && (missing3 = "runner")) || ((data30.line === undefined) && (missing3 = "line"))) || ((data30.total === undefined) && (missing3 = "total"))) || ((data30.passed === undefined) && (missing3 = "passed"))) || ((data30.failed === undefined) && (missing3 = "failed"))) || ((data30.skipped === undefined) && (missing3 = "skipped"))) || ((data30.todo === undefined) && (missing3 = "todo"))){
validate97.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs78 = errors;
for(const key3 in data30){
if(!(func1.call(schema42.properties.report.properties, key3))){
validate97.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs78 === errors){
if(data30.runner !== undefined){
const _errs79 = errors;
if(typeof data30.runner !== "string"){
validate97.errors = [{instancePath:instancePath+"/report/runner",schemaPath:"#/properties/report/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs79 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.line !== undefined){
const _errs81 = errors;
if(typeof data30.line !== "string"){
validate97.errors = [{instancePath:instancePath+"/report/line",schemaPath:"#/properties/report/properties/line/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs81 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.total !== undefined){
let data33 = data30.total;
const _errs83 = errors;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
validate97.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs83){
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
validate97.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs83 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.passed !== undefined){
let data34 = data30.passed;
const _errs85 = errors;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
validate97.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs85){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate97.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs85 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.failed !== undefined){
let data35 = data30.failed;
const _errs87 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate97.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs87){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate97.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs87 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.skipped !== undefined){
let data36 = data30.skipped;
const _errs89 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
validate97.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs89){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
validate97.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs89 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.todo !== undefined){
let data37 = data30.todo;
const _errs91 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
validate97.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs91){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
validate97.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs91 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.tests !== undefined){
let data38 = data30.tests;
const _errs93 = errors;
if(errors === _errs93){
if(Array.isArray(data38)){
var valid12 = true;
const len4 = data38.length;
for(let i4=0; i4<len4; i4++){
const _errs95 = errors;
if(!(validate100(data38[i4], {instancePath:instancePath+"/report/tests/" + i4,parentData:data38,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid12 = _errs95 === errors;
if(!valid12){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/report/tests",schemaPath:"#/properties/report/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs93 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.unloaded !== undefined){
let data40 = data30.unloaded;
const _errs96 = errors;
if(errors === _errs96){
if(Array.isArray(data40)){
var valid13 = true;
const len5 = data40.length;
for(let i5=0; i5<len5; i5++){
const _errs98 = errors;
if(typeof data40[i5] !== "string"){
validate97.errors = [{instancePath:instancePath+"/report/unloaded/" + i5,schemaPath:"#/properties/report/properties/unloaded/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs98 === errors;
if(!valid13){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/report/unloaded",schemaPath:"#/properties/report/properties/unloaded/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs96 === errors;
}
else {
var valid11 = true;
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
validate97.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranFrom !== undefined){
let data42 = data.ranFrom;
const _errs100 = errors;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
validate97.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs100){
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
validate97.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs100 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranTo !== undefined){
let data43 = data.ranTo;
const _errs102 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
validate97.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs102){
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
validate97.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs102 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs104 = errors;
if(typeof data.phase !== "string"){
validate97.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs104 === errors;
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
}
else {
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt","phase"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item26"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item27"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0},"phase":{"type":"string"}},"additionalProperties":false};
const schema46 = {"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.criterion === undefined) && (missing0 = "criterion")) || ((data.test === undefined) && (missing0 = "test"))){
validate104.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "criterion") || (key0 === "test"))){
validate104.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.criterion !== undefined){
const _errs2 = errors;
if(typeof data.criterion !== "string"){
validate104.errors = [{instancePath:instancePath+"/criterion",schemaPath:"#/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.test !== undefined){
const _errs4 = errors;
if(typeof data.test !== "string"){
validate104.errors = [{instancePath:instancePath+"/test",schemaPath:"#/properties/test/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate104.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema47 = {"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.status === undefined) && (missing0 = "status"))){
validate106.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "status"))){
validate106.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate106.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs4 = errors;
if(!((((data1 === "passed") || (data1 === "failed")) || (data1 === "skipped")) || (data1 === "todo"))){
validate106.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema47.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
else {
validate106.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.actionId === undefined) && (missing0 = "actionId")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.logFile === undefined) && (missing0 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.issuedAt === undefined) && (missing0 = "issuedAt"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.exitCode === undefined) && (missing0 = "exitCode"))) || ((data.tail === undefined) && (missing0 = "tail"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))) || ((data.phase === undefined) && (missing0 = "phase"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema45.properties, key0))){
validate103.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate103.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data1 = data.role;
const _errs4 = errors;
if(!((((data1 === "work") || (data1 === "review")) || (data1 === "fix")) || (data1 === "refactor"))){
validate103.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema45.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data2 = data.attempt;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate103.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate103.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data3 = data.cycle;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate103.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate103.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
let data4 = data.index;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate103.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate103.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs11 = errors;
if(typeof data.command !== "string"){
validate103.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs13 = errors;
if(typeof data.workdir !== "string"){
validate103.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs15 = errors;
if(typeof data.logFile !== "string"){
validate103.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data8 = data.timeoutSeconds;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate103.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
validate103.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data9 = data.notBefore;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate103.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs19){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate103.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuedAt !== undefined){
let data10 = data.issuedAt;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate103.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate103.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data11 = data.state;
const _errs23 = errors;
if(!(((((data11 === "pending") || (data11 === "running")) || (data11 === "passed")) || (data11 === "failed")) || (data11 === "timed-out"))){
validate103.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema45.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exitCode !== undefined){
let data12 = data.exitCode;
const _errs24 = errors;
const _errs25 = errors;
let valid1 = false;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err0 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid1 = valid1 || _valid0;
const _errs28 = errors;
if(data12 !== null){
const err1 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate103.errors = vErrors;
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
if(data.tail !== undefined){
const _errs30 = errors;
if(typeof data.tail !== "string"){
validate103.errors = [{instancePath:instancePath+"/tail",schemaPath:"#/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data14 = data.finishedAt;
const _errs32 = errors;
const _errs33 = errors;
let valid2 = false;
const _errs34 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err3 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors === _errs34){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err4 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs34 === errors;
valid2 = valid2 || _valid1;
const _errs36 = errors;
if(data14 !== null){
const err5 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err6 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate103.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data15 = data.reason;
const _errs38 = errors;
if(!((((((data15 === "no-tests-ran") || (data15 === "failing-tests-exit-0")) || (data15 === "tests-removed")) || (data15 === "tests-skipped")) || (data15 === "tests-regressed")) || (data15 === "test-report-lost"))){
validate103.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema45.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.evidence !== undefined){
let data16 = data.evidence;
const _errs39 = errors;
if(errors === _errs39){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((data16.runner === undefined) && (missing1 = "runner")) || ((data16.line === undefined) && (missing1 = "line"))){
validate103.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs41 = errors;
for(const key1 in data16){
if(!((((((key1 === "runner") || (key1 === "line")) || (key1 === "tests")) || (key1 === "counts")) || (key1 === "allowed")) || (key1 === "failedBefore"))){
validate103.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data16.runner !== undefined){
let data17 = data16.runner;
const _errs42 = errors;
const _errs43 = errors;
let valid4 = false;
const _errs44 = errors;
if(typeof data17 !== "string"){
const err7 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs44 === errors;
valid4 = valid4 || _valid2;
const _errs46 = errors;
if(data17 !== null){
const err8 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err9 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate103.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs42 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.line !== undefined){
let data18 = data16.line;
const _errs48 = errors;
const _errs49 = errors;
let valid5 = false;
const _errs50 = errors;
if(typeof data18 !== "string"){
const err10 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs50 === errors;
valid5 = valid5 || _valid3;
const _errs52 = errors;
if(data18 !== null){
const err11 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs52 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err12 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate103.errors = vErrors;
return false;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs48 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.tests !== undefined){
let data19 = data16.tests;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data19)){
var valid6 = true;
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
const _errs56 = errors;
if(typeof data19[i0] !== "string"){
validate103.errors = [{instancePath:instancePath+"/evidence/tests/" + i0,schemaPath:"#/properties/evidence/properties/tests/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs56 === errors;
if(!valid6){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/evidence/tests",schemaPath:"#/properties/evidence/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs54 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.counts !== undefined){
let data21 = data16.counts;
const _errs58 = errors;
if(errors === _errs58){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing2;
if(((data21.before === undefined) && (missing2 = "before")) || ((data21.after === undefined) && (missing2 = "after"))){
validate103.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs60 = errors;
for(const key2 in data21){
if(!((key2 === "before") || (key2 === "after"))){
validate103.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs60 === errors){
if(data21.before !== undefined){
let data22 = data21.before;
const _errs61 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate103.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs61){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate103.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.after !== undefined){
let data23 = data21.after;
const _errs63 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate103.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
validate103.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs63 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs58 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.allowed !== undefined){
let data24 = data16.allowed;
const _errs65 = errors;
if(errors === _errs65){
if(Array.isArray(data24)){
var valid8 = true;
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
const _errs67 = errors;
if(typeof data24[i1] !== "string"){
validate103.errors = [{instancePath:instancePath+"/evidence/allowed/" + i1,schemaPath:"#/properties/evidence/properties/allowed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs67 === errors;
if(!valid8){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/evidence/allowed",schemaPath:"#/properties/evidence/properties/allowed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs65 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.failedBefore !== undefined){
let data26 = data16.failedBefore;
const _errs69 = errors;
if(errors === _errs69){
if(Array.isArray(data26)){
var valid9 = true;
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
const _errs71 = errors;
if(typeof data26[i2] !== "string"){
validate103.errors = [{instancePath:instancePath+"/evidence/failedBefore/" + i2,schemaPath:"#/properties/evidence/properties/failedBefore/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs71 === errors;
if(!valid9){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/evidence/failedBefore",schemaPath:"#/properties/evidence/properties/failedBefore/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs69 === errors;
}
else {
var valid3 = true;
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
validate103.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessed !== undefined){
let data28 = data.witnessed;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data28)){
var valid10 = true;
const len3 = data28.length;
for(let i3=0; i3<len3; i3++){
const _errs75 = errors;
if(!(validate104(data28[i3], {instancePath:instancePath+"/witnessed/" + i3,parentData:data28,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var valid10 = _errs75 === errors;
if(!valid10){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/witnessed",schemaPath:"#/properties/witnessed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.report !== undefined){
let data30 = data.report;
const _errs76 = errors;
if(errors === _errs76){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing3;
if((((((((data30.runner === undefined) && (missing3 = "runner")) || ((data30.line === undefined) && (missing3 = "line"))) || ((data30.total === undefined) && (missing3 = "total"))) || ((data30.passed === undefined) && (missing3 = "passed"))) || ((data30.failed === undefined) && (missing3 = "failed"))) || ((data30.skipped === undefined) && (missing3 = "skipped"))) || ((data30.todo === undefined) && (missing3 = "todo"))){
validate103.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs78 = errors;
for(const key3 in data30){
if(!(func1.call(schema45.properties.report.properties, key3))){
validate103.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs78 === errors){
if(data30.runner !== undefined){
const _errs79 = errors;
if(typeof data30.runner !== "string"){
validate103.errors = [{instancePath:instancePath+"/report/runner",schemaPath:"#/properties/report/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs79 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.line !== undefined){
const _errs81 = errors;
if(typeof data30.line !== "string"){
validate103.errors = [{instancePath:instancePath+"/report/line",schemaPath:"#/properties/report/properties/line/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs81 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.total !== undefined){
let data33 = data30.total;
const _errs83 = errors;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
validate103.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs83){
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
validate103.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs83 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.passed !== undefined){
let data34 = data30.passed;
const _errs85 = errors;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
validate103.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs85){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate103.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs85 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.failed !== undefined){
let data35 = data30.failed;
const _errs87 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate103.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs87){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate103.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs87 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.skipped !== undefined){
let data36 = data30.skipped;
const _errs89 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
validate103.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs89){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
validate103.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs89 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.todo !== undefined){
let data37 = data30.todo;
const _errs91 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
validate103.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs91){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
validate103.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs91 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.tests !== undefined){
let data38 = data30.tests;
const _errs93 = errors;
if(errors === _errs93){
if(Array.isArray(data38)){
var valid12 = true;
const len4 = data38.length;
for(let i4=0; i4<len4; i4++){
const _errs95 = errors;
if(!(validate106(data38[i4], {instancePath:instancePath+"/report/tests/" + i4,parentData:data38,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
var valid12 = _errs95 === errors;
if(!valid12){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/report/tests",schemaPath:"#/properties/report/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs93 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.unloaded !== undefined){
let data40 = data30.unloaded;
const _errs96 = errors;
if(errors === _errs96){
if(Array.isArray(data40)){
var valid13 = true;
const len5 = data40.length;
for(let i5=0; i5<len5; i5++){
const _errs98 = errors;
if(typeof data40[i5] !== "string"){
validate103.errors = [{instancePath:instancePath+"/report/unloaded/" + i5,schemaPath:"#/properties/report/properties/unloaded/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs98 === errors;
if(!valid13){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/report/unloaded",schemaPath:"#/properties/report/properties/unloaded/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs96 === errors;
}
else {
var valid11 = true;
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
validate103.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranFrom !== undefined){
let data42 = data.ranFrom;
const _errs100 = errors;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
validate103.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs100){
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
validate103.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs100 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranTo !== undefined){
let data43 = data.ranTo;
const _errs102 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
validate103.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs102){
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
validate103.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs102 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs104 = errors;
if(typeof data.phase !== "string"){
validate103.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs104 === errors;
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
}
else {
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema48 = {"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt","phase","scratch","reverted","tests","passedBefore","passedAfter"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item29"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item30"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0},"phase":{"type":"string"},"scratch":{"type":"string"},"reverted":{"type":"array","items":{"type":"string"}},"tests":{"type":"array","items":{"type":"string"}},"passedBefore":{"type":"integer","minimum":0},"passedAfter":{"type":"integer","minimum":0}},"additionalProperties":false};
const schema49 = {"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.criterion === undefined) && (missing0 = "criterion")) || ((data.test === undefined) && (missing0 = "test"))){
validate110.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "criterion") || (key0 === "test"))){
validate110.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.criterion !== undefined){
const _errs2 = errors;
if(typeof data.criterion !== "string"){
validate110.errors = [{instancePath:instancePath+"/criterion",schemaPath:"#/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.test !== undefined){
const _errs4 = errors;
if(typeof data.test !== "string"){
validate110.errors = [{instancePath:instancePath+"/test",schemaPath:"#/properties/test/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema50 = {"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.status === undefined) && (missing0 = "status"))){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "status"))){
validate112.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate112.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs4 = errors;
if(!((((data1 === "passed") || (data1 === "failed")) || (data1 === "skipped")) || (data1 === "todo"))){
validate112.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema50.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
else {
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((data.actionId === undefined) && (missing0 = "actionId")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.logFile === undefined) && (missing0 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.issuedAt === undefined) && (missing0 = "issuedAt"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.exitCode === undefined) && (missing0 = "exitCode"))) || ((data.tail === undefined) && (missing0 = "tail"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.scratch === undefined) && (missing0 = "scratch"))) || ((data.reverted === undefined) && (missing0 = "reverted"))) || ((data.tests === undefined) && (missing0 = "tests"))) || ((data.passedBefore === undefined) && (missing0 = "passedBefore"))) || ((data.passedAfter === undefined) && (missing0 = "passedAfter"))){
validate109.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema48.properties, key0))){
validate109.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate109.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data1 = data.role;
const _errs4 = errors;
if(!((((data1 === "work") || (data1 === "review")) || (data1 === "fix")) || (data1 === "refactor"))){
validate109.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema48.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data2 = data.attempt;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate109.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate109.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data3 = data.cycle;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate109.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate109.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
let data4 = data.index;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate109.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate109.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs11 = errors;
if(typeof data.command !== "string"){
validate109.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs13 = errors;
if(typeof data.workdir !== "string"){
validate109.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs15 = errors;
if(typeof data.logFile !== "string"){
validate109.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data8 = data.timeoutSeconds;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate109.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
validate109.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data9 = data.notBefore;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate109.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs19){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate109.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuedAt !== undefined){
let data10 = data.issuedAt;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate109.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate109.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data11 = data.state;
const _errs23 = errors;
if(!(((((data11 === "pending") || (data11 === "running")) || (data11 === "passed")) || (data11 === "failed")) || (data11 === "timed-out"))){
validate109.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema48.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exitCode !== undefined){
let data12 = data.exitCode;
const _errs24 = errors;
const _errs25 = errors;
let valid1 = false;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err0 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid1 = valid1 || _valid0;
const _errs28 = errors;
if(data12 !== null){
const err1 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate109.errors = vErrors;
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
if(data.tail !== undefined){
const _errs30 = errors;
if(typeof data.tail !== "string"){
validate109.errors = [{instancePath:instancePath+"/tail",schemaPath:"#/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data14 = data.finishedAt;
const _errs32 = errors;
const _errs33 = errors;
let valid2 = false;
const _errs34 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err3 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors === _errs34){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err4 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs34 === errors;
valid2 = valid2 || _valid1;
const _errs36 = errors;
if(data14 !== null){
const err5 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err6 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate109.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data15 = data.reason;
const _errs38 = errors;
if(!((((((data15 === "no-tests-ran") || (data15 === "failing-tests-exit-0")) || (data15 === "tests-removed")) || (data15 === "tests-skipped")) || (data15 === "tests-regressed")) || (data15 === "test-report-lost"))){
validate109.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema48.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.evidence !== undefined){
let data16 = data.evidence;
const _errs39 = errors;
if(errors === _errs39){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((data16.runner === undefined) && (missing1 = "runner")) || ((data16.line === undefined) && (missing1 = "line"))){
validate109.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs41 = errors;
for(const key1 in data16){
if(!((((((key1 === "runner") || (key1 === "line")) || (key1 === "tests")) || (key1 === "counts")) || (key1 === "allowed")) || (key1 === "failedBefore"))){
validate109.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data16.runner !== undefined){
let data17 = data16.runner;
const _errs42 = errors;
const _errs43 = errors;
let valid4 = false;
const _errs44 = errors;
if(typeof data17 !== "string"){
const err7 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs44 === errors;
valid4 = valid4 || _valid2;
const _errs46 = errors;
if(data17 !== null){
const err8 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err9 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate109.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs42 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.line !== undefined){
let data18 = data16.line;
const _errs48 = errors;
const _errs49 = errors;
let valid5 = false;
const _errs50 = errors;
if(typeof data18 !== "string"){
const err10 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs50 === errors;
valid5 = valid5 || _valid3;
const _errs52 = errors;
if(data18 !== null){
const err11 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs52 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err12 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate109.errors = vErrors;
return false;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs48 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.tests !== undefined){
let data19 = data16.tests;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data19)){
var valid6 = true;
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
const _errs56 = errors;
if(typeof data19[i0] !== "string"){
validate109.errors = [{instancePath:instancePath+"/evidence/tests/" + i0,schemaPath:"#/properties/evidence/properties/tests/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs56 === errors;
if(!valid6){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/evidence/tests",schemaPath:"#/properties/evidence/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs54 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.counts !== undefined){
let data21 = data16.counts;
const _errs58 = errors;
if(errors === _errs58){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing2;
if(((data21.before === undefined) && (missing2 = "before")) || ((data21.after === undefined) && (missing2 = "after"))){
validate109.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs60 = errors;
for(const key2 in data21){
if(!((key2 === "before") || (key2 === "after"))){
validate109.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs60 === errors){
if(data21.before !== undefined){
let data22 = data21.before;
const _errs61 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate109.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs61){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate109.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.after !== undefined){
let data23 = data21.after;
const _errs63 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate109.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
validate109.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid7 = _errs63 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs58 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.allowed !== undefined){
let data24 = data16.allowed;
const _errs65 = errors;
if(errors === _errs65){
if(Array.isArray(data24)){
var valid8 = true;
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
const _errs67 = errors;
if(typeof data24[i1] !== "string"){
validate109.errors = [{instancePath:instancePath+"/evidence/allowed/" + i1,schemaPath:"#/properties/evidence/properties/allowed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs67 === errors;
if(!valid8){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/evidence/allowed",schemaPath:"#/properties/evidence/properties/allowed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs65 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.failedBefore !== undefined){
let data26 = data16.failedBefore;
const _errs69 = errors;
if(errors === _errs69){
if(Array.isArray(data26)){
var valid9 = true;
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
const _errs71 = errors;
if(typeof data26[i2] !== "string"){
validate109.errors = [{instancePath:instancePath+"/evidence/failedBefore/" + i2,schemaPath:"#/properties/evidence/properties/failedBefore/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs71 === errors;
if(!valid9){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/evidence/failedBefore",schemaPath:"#/properties/evidence/properties/failedBefore/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs69 === errors;
}
else {
var valid3 = true;
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
validate109.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessed !== undefined){
let data28 = data.witnessed;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data28)){
var valid10 = true;
const len3 = data28.length;
for(let i3=0; i3<len3; i3++){
const _errs75 = errors;
if(!(validate110(data28[i3], {instancePath:instancePath+"/witnessed/" + i3,parentData:data28,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid10 = _errs75 === errors;
if(!valid10){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/witnessed",schemaPath:"#/properties/witnessed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.report !== undefined){
let data30 = data.report;
const _errs76 = errors;
if(errors === _errs76){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing3;
if((((((((data30.runner === undefined) && (missing3 = "runner")) || ((data30.line === undefined) && (missing3 = "line"))) || ((data30.total === undefined) && (missing3 = "total"))) || ((data30.passed === undefined) && (missing3 = "passed"))) || ((data30.failed === undefined) && (missing3 = "failed"))) || ((data30.skipped === undefined) && (missing3 = "skipped"))) || ((data30.todo === undefined) && (missing3 = "todo"))){
validate109.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs78 = errors;
for(const key3 in data30){
if(!(func1.call(schema48.properties.report.properties, key3))){
validate109.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs78 === errors){
if(data30.runner !== undefined){
const _errs79 = errors;
if(typeof data30.runner !== "string"){
validate109.errors = [{instancePath:instancePath+"/report/runner",schemaPath:"#/properties/report/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs79 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.line !== undefined){
const _errs81 = errors;
if(typeof data30.line !== "string"){
validate109.errors = [{instancePath:instancePath+"/report/line",schemaPath:"#/properties/report/properties/line/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs81 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.total !== undefined){
let data33 = data30.total;
const _errs83 = errors;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
validate109.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs83){
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
validate109.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs83 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.passed !== undefined){
let data34 = data30.passed;
const _errs85 = errors;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
validate109.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs85){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate109.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs85 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.failed !== undefined){
let data35 = data30.failed;
const _errs87 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate109.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs87){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate109.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs87 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.skipped !== undefined){
let data36 = data30.skipped;
const _errs89 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
validate109.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs89){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
validate109.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs89 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.todo !== undefined){
let data37 = data30.todo;
const _errs91 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
validate109.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs91){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
validate109.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs91 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.tests !== undefined){
let data38 = data30.tests;
const _errs93 = errors;
if(errors === _errs93){
if(Array.isArray(data38)){
var valid12 = true;
const len4 = data38.length;
for(let i4=0; i4<len4; i4++){
const _errs95 = errors;
if(!(validate112(data38[i4], {instancePath:instancePath+"/report/tests/" + i4,parentData:data38,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var valid12 = _errs95 === errors;
if(!valid12){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/report/tests",schemaPath:"#/properties/report/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs93 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.unloaded !== undefined){
let data40 = data30.unloaded;
const _errs96 = errors;
if(errors === _errs96){
if(Array.isArray(data40)){
var valid13 = true;
const len5 = data40.length;
for(let i5=0; i5<len5; i5++){
const _errs98 = errors;
if(typeof data40[i5] !== "string"){
validate109.errors = [{instancePath:instancePath+"/report/unloaded/" + i5,schemaPath:"#/properties/report/properties/unloaded/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs98 === errors;
if(!valid13){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/report/unloaded",schemaPath:"#/properties/report/properties/unloaded/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs96 === errors;
}
else {
var valid11 = true;
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
validate109.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranFrom !== undefined){
let data42 = data.ranFrom;
const _errs100 = errors;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
validate109.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs100){
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
validate109.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs100 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranTo !== undefined){
let data43 = data.ranTo;
const _errs102 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
validate109.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs102){
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
validate109.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs102 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs104 = errors;
if(typeof data.phase !== "string"){
validate109.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs104 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scratch !== undefined){
const _errs106 = errors;
if(typeof data.scratch !== "string"){
validate109.errors = [{instancePath:instancePath+"/scratch",schemaPath:"#/properties/scratch/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs106 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reverted !== undefined){
let data46 = data.reverted;
const _errs108 = errors;
if(errors === _errs108){
if(Array.isArray(data46)){
var valid14 = true;
const len6 = data46.length;
for(let i6=0; i6<len6; i6++){
const _errs110 = errors;
if(typeof data46[i6] !== "string"){
validate109.errors = [{instancePath:instancePath+"/reverted/" + i6,schemaPath:"#/properties/reverted/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid14 = _errs110 === errors;
if(!valid14){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/reverted",schemaPath:"#/properties/reverted/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs108 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tests !== undefined){
let data48 = data.tests;
const _errs112 = errors;
if(errors === _errs112){
if(Array.isArray(data48)){
var valid15 = true;
const len7 = data48.length;
for(let i7=0; i7<len7; i7++){
const _errs114 = errors;
if(typeof data48[i7] !== "string"){
validate109.errors = [{instancePath:instancePath+"/tests/" + i7,schemaPath:"#/properties/tests/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs114 === errors;
if(!valid15){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs112 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.passedBefore !== undefined){
let data50 = data.passedBefore;
const _errs116 = errors;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
validate109.errors = [{instancePath:instancePath+"/passedBefore",schemaPath:"#/properties/passedBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs116){
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 0 || isNaN(data50)){
validate109.errors = [{instancePath:instancePath+"/passedBefore",schemaPath:"#/properties/passedBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs116 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.passedAfter !== undefined){
let data51 = data.passedAfter;
const _errs118 = errors;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
validate109.errors = [{instancePath:instancePath+"/passedAfter",schemaPath:"#/properties/passedAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs118){
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 0 || isNaN(data51)){
validate109.errors = [{instancePath:instancePath+"/passedAfter",schemaPath:"#/properties/passedAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs118 === errors;
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
}
}
}
}
}
}
else {
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema51 = {"type":"object","required":["phase","command","why"],"properties":{"phase":{"type":"string"},"command":{"type":"string"},"why":{"enum":["not-kept","layout-failed"]},"path":{"type":"string"}},"additionalProperties":false};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.phase === undefined) && (missing0 = "phase")) || ((data.command === undefined) && (missing0 = "command"))) || ((data.why === undefined) && (missing0 = "why"))){
validate115.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "phase") || (key0 === "command")) || (key0 === "why")) || (key0 === "path"))){
validate115.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.phase !== undefined){
const _errs2 = errors;
if(typeof data.phase !== "string"){
validate115.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs4 = errors;
if(typeof data.command !== "string"){
validate115.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.why !== undefined){
let data2 = data.why;
const _errs6 = errors;
if(!((data2 === "not-kept") || (data2 === "layout-failed"))){
validate115.errors = [{instancePath:instancePath+"/why",schemaPath:"#/properties/why/enum",keyword:"enum",params:{allowedValues: schema51.properties.why.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs7 = errors;
if(typeof data.path !== "string"){
validate115.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
else {
validate115.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema52 = {"type":"object","required":["actionId","phase","files","seenBy","at"],"properties":{"actionId":{"type":"string"},"phase":{"type":"string"},"files":{"type":"array","items":{"type":"string"}},"seenBy":{"type":"string"},"at":{"type":"integer","minimum":0},"look":{"type":"boolean","const":true}},"additionalProperties":false};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.actionId === undefined) && (missing0 = "actionId")) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.files === undefined) && (missing0 = "files"))) || ((data.seenBy === undefined) && (missing0 = "seenBy"))) || ((data.at === undefined) && (missing0 = "at"))){
validate117.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "actionId") || (key0 === "phase")) || (key0 === "files")) || (key0 === "seenBy")) || (key0 === "at")) || (key0 === "look"))){
validate117.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate117.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs4 = errors;
if(typeof data.phase !== "string"){
validate117.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.files !== undefined){
let data2 = data.files;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data2[i0] !== "string"){
validate117.errors = [{instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seenBy !== undefined){
const _errs10 = errors;
if(typeof data.seenBy !== "string"){
validate117.errors = [{instancePath:instancePath+"/seenBy",schemaPath:"#/properties/seenBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data5 = data.at;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate117.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate117.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.look !== undefined){
let data6 = data.look;
const _errs14 = errors;
if(typeof data6 !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/look",schemaPath:"#/properties/look/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data6){
validate117.errors = [{instancePath:instancePath+"/look",schemaPath:"#/properties/look/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
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
else {
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema53 = {"type":"object","required":["id","phase","actionId","at"],"properties":{"id":{"type":"string"},"phase":{"type":"string"},"actionId":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.at === undefined) && (missing0 = "at"))){
validate119.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "phase")) || (key0 === "actionId")) || (key0 === "at"))){
validate119.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(typeof data.id !== "string"){
validate119.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs4 = errors;
if(typeof data.phase !== "string"){
validate119.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs6 = errors;
if(typeof data.actionId !== "string"){
validate119.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data3 = data.at;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate119.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate119.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
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
validate119.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern3 = new RegExp("^h64:[0-9a-f]{16}$", "u");

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-state.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((data.schemaVersion === undefined) && (missing0 = "schemaVersion")) || ((data.runId === undefined) && (missing0 = "runId"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.prd === undefined) && (missing0 = "prd"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.runDir === undefined) && (missing0 = "runDir"))) || ((data.only === undefined) && (missing0 = "only"))) || ((data.settings === undefined) && (missing0 = "settings"))) || ((data.waves === undefined) && (missing0 = "waves"))) || ((data.phases === undefined) && (missing0 = "phases"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.spawnCount === undefined) && (missing0 = "spawnCount"))) || ((data.limits === undefined) && (missing0 = "limits"))) || ((data.escalation === undefined) && (missing0 = "escalation"))) || ((data.summaryFile === undefined) && (missing0 = "summaryFile"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema19.properties, key0))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
const _errs2 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate52.errors = [{instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
if(1 !== data0){
validate52.errors = [{instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runId !== undefined){
const _errs4 = errors;
if(typeof data.runId !== "string"){
validate52.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs6 = errors;
if(!((((data2 === "running") || (data2 === "needs-human")) || (data2 === "completed")) || (data2 === "cancelled"))){
validate52.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema19.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prd !== undefined){
let data3 = data.prd;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((((data3.path === undefined) && (missing1 = "path")) || ((data3.sha256 === undefined) && (missing1 = "sha256"))) || ((data3.title === undefined) && (missing1 = "title"))) || ((data3.objective === undefined) && (missing1 = "objective"))){
validate52.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs9 = errors;
for(const key1 in data3){
if(!((((key1 === "path") || (key1 === "sha256")) || (key1 === "title")) || (key1 === "objective"))){
validate52.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data3.path !== undefined){
const _errs10 = errors;
if(typeof data3.path !== "string"){
validate52.errors = [{instancePath:instancePath+"/prd/path",schemaPath:"#/properties/prd/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.sha256 !== undefined){
const _errs12 = errors;
if(typeof data3.sha256 !== "string"){
validate52.errors = [{instancePath:instancePath+"/prd/sha256",schemaPath:"#/properties/prd/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.title !== undefined){
let data6 = data3.title;
const _errs14 = errors;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(typeof data6 !== "string"){
const err0 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid2 = valid2 || _valid0;
const _errs18 = errors;
if(data6 !== null){
const err1 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate52.errors = vErrors;
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
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.objective !== undefined){
let data7 = data3.objective;
const _errs20 = errors;
const _errs21 = errors;
let valid3 = false;
const _errs22 = errors;
if(typeof data7 !== "string"){
const err3 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid3 = valid3 || _valid1;
const _errs24 = errors;
if(data7 !== null){
const err4 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate52.errors = vErrors;
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
}
else {
validate52.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs26 = errors;
if(typeof data.cwd !== "string"){
validate52.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runDir !== undefined){
const _errs28 = errors;
if(typeof data.runDir !== "string"){
validate52.errors = [{instancePath:instancePath+"/runDir",schemaPath:"#/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.only !== undefined){
let data10 = data.only;
const _errs30 = errors;
const _errs31 = errors;
let valid4 = false;
const _errs32 = errors;
if(typeof data10 !== "string"){
const err6 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid4 = valid4 || _valid2;
const _errs34 = errors;
if(data10 !== null){
const err7 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings !== undefined){
let data11 = data.settings;
const _errs36 = errors;
if(errors === _errs36){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if(((((((((data11.maxParallel === undefined) && (missing2 = "maxParallel")) || ((data11.maxSpawns === undefined) && (missing2 = "maxSpawns"))) || ((data11.maxDurationSeconds === undefined) && (missing2 = "maxDurationSeconds"))) || ((data11.summaryBudgetBytes === undefined) && (missing2 = "summaryBudgetBytes"))) || ((data11.erosion === undefined) && (missing2 = "erosion"))) || ((data11.scope === undefined) && (missing2 = "scope"))) || ((data11.ccThreshold === undefined) && (missing2 = "ccThreshold"))) || ((data11.graceSeconds === undefined) && (missing2 = "graceSeconds"))){
validate52.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs38 = errors;
for(const key2 in data11){
if(!(func1.call(schema19.properties.settings.properties, key2))){
validate52.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs38 === errors){
if(data11.maxParallel !== undefined){
let data12 = data11.maxParallel;
const _errs39 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate52.errors = [{instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs39){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate52.errors = [{instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.maxSpawns !== undefined){
let data13 = data11.maxSpawns;
const _errs41 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate52.errors = [{instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs41){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate52.errors = [{instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.maxDurationSeconds !== undefined){
let data14 = data11.maxDurationSeconds;
const _errs43 = errors;
const _errs44 = errors;
let valid6 = false;
const _errs45 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err9 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors === _errs45){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err10 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
var _valid3 = _errs45 === errors;
valid6 = valid6 || _valid3;
const _errs47 = errors;
if(data14 !== null){
const err11 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs47 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err12 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs43 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.summaryBudgetBytes !== undefined){
let data15 = data11.summaryBudgetBytes;
const _errs49 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate52.errors = [{instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs49){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
validate52.errors = [{instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs49 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.erosion !== undefined){
let data16 = data11.erosion;
const _errs51 = errors;
if(!(((data16 === "refactor") || (data16 === "flag")) || (data16 === "off"))){
validate52.errors = [{instancePath:instancePath+"/settings/erosion",schemaPath:"#/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema19.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs51 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.scope !== undefined){
let data17 = data11.scope;
const _errs52 = errors;
if(!((data17 === "fail") || (data17 === "warn"))){
validate52.errors = [{instancePath:instancePath+"/settings/scope",schemaPath:"#/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema19.properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs52 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.ccThreshold !== undefined){
let data18 = data11.ccThreshold;
const _errs53 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate52.errors = [{instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/properties/settings/properties/ccThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs53){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
validate52.errors = [{instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/properties/settings/properties/ccThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs53 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.graceSeconds !== undefined){
let data19 = data11.graceSeconds;
const _errs55 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate52.errors = [{instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs55){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate52.errors = [{instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid5 = _errs55 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.finalVerification !== undefined){
let data20 = data11.finalVerification;
const _errs57 = errors;
if(!((data20 === "on") || (data20 === "off"))){
validate52.errors = [{instancePath:instancePath+"/settings/finalVerification",schemaPath:"#/properties/settings/properties/finalVerification/enum",keyword:"enum",params:{allowedValues: schema19.properties.settings.properties.finalVerification.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs57 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.testBaseline !== undefined){
let data21 = data11.testBaseline;
const _errs58 = errors;
if(!((data21 === "on") || (data21 === "off"))){
validate52.errors = [{instancePath:instancePath+"/settings/testBaseline",schemaPath:"#/properties/settings/properties/testBaseline/enum",keyword:"enum",params:{allowedValues: schema19.properties.settings.properties.testBaseline.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs58 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.failToPass !== undefined){
let data22 = data11.failToPass;
const _errs59 = errors;
if(!((data22 === "on") || (data22 === "off"))){
validate52.errors = [{instancePath:instancePath+"/settings/failToPass",schemaPath:"#/properties/settings/properties/failToPass/enum",keyword:"enum",params:{allowedValues: schema19.properties.settings.properties.failToPass.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs59 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.maxTokens !== undefined){
let data23 = data11.maxTokens;
const _errs60 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate52.errors = [{instancePath:instancePath+"/settings/maxTokens",schemaPath:"#/properties/settings/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs60){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 1 || isNaN(data23)){
validate52.errors = [{instancePath:instancePath+"/settings/maxTokens",schemaPath:"#/properties/settings/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs60 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.maxCost !== undefined){
let data24 = data11.maxCost;
const _errs62 = errors;
if(errors === _errs62){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 <= 0 || isNaN(data24)){
validate52.errors = [{instancePath:instancePath+"/settings/maxCost",schemaPath:"#/properties/settings/properties/maxCost/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/settings/maxCost",schemaPath:"#/properties/settings/properties/maxCost/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid5 = _errs62 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.usage !== undefined){
let data25 = data11.usage;
const _errs64 = errors;
if(typeof data25 !== "string"){
validate52.errors = [{instancePath:instancePath+"/settings/usage",schemaPath:"#/properties/settings/properties/usage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("sessions.usage" !== data25){
validate52.errors = [{instancePath:instancePath+"/settings/usage",schemaPath:"#/properties/settings/properties/usage/const",keyword:"const",params:{allowedValue: "sessions.usage"},message:"must be equal to constant"}];
return false;
}
var valid5 = _errs64 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.handover !== undefined){
let data26 = data11.handover;
const _errs66 = errors;
if(typeof data26 !== "string"){
validate52.errors = [{instancePath:instancePath+"/settings/handover",schemaPath:"#/properties/settings/properties/handover/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("collectors" !== data26){
validate52.errors = [{instancePath:instancePath+"/settings/handover",schemaPath:"#/properties/settings/properties/handover/const",keyword:"const",params:{allowedValue: "collectors"},message:"must be equal to constant"}];
return false;
}
var valid5 = _errs66 === errors;
}
else {
var valid5 = true;
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
validate52.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.waves !== undefined){
let data27 = data.waves;
const _errs68 = errors;
if(errors === _errs68){
if(Array.isArray(data27)){
var valid7 = true;
const len0 = data27.length;
for(let i0=0; i0<len0; i0++){
let data28 = data27[i0];
const _errs70 = errors;
if(errors === _errs70){
if(Array.isArray(data28)){
var valid8 = true;
const len1 = data28.length;
for(let i1=0; i1<len1; i1++){
const _errs72 = errors;
if(typeof data28[i1] !== "string"){
validate52.errors = [{instancePath:instancePath+"/waves/" + i0+"/" + i1,schemaPath:"#/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs72 === errors;
if(!valid8){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/waves/" + i0,schemaPath:"#/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid7 = _errs70 === errors;
if(!valid7){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/waves",schemaPath:"#/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.confirmGates !== undefined){
let data30 = data.confirmGates;
const _errs74 = errors;
if(errors === _errs74){
if(Array.isArray(data30)){
var valid9 = true;
const len2 = data30.length;
for(let i2=0; i2<len2; i2++){
const _errs76 = errors;
if(!(validate53(data30[i2], {instancePath:instancePath+"/confirmGates/" + i2,parentData:data30,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid9 = _errs76 === errors;
if(!valid9){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/confirmGates",schemaPath:"#/properties/confirmGates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs74 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phases !== undefined){
let data32 = data.phases;
const _errs77 = errors;
if(errors === _errs77){
if(Array.isArray(data32)){
var valid10 = true;
const len3 = data32.length;
for(let i3=0; i3<len3; i3++){
const _errs79 = errors;
if(!(validate55(data32[i3], {instancePath:instancePath+"/phases/" + i3,parentData:data32,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid10 = _errs79 === errors;
if(!valid10){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data34 = data.createdAt;
const _errs80 = errors;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
validate52.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs80){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate52.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data35 = data.updatedAt;
const _errs82 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate52.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs82){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate52.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs82 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seq !== undefined){
let data36 = data.seq;
const _errs84 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
validate52.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs84){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
validate52.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs84 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.progressSeq !== undefined){
let data37 = data.progressSeq;
const _errs86 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
validate52.errors = [{instancePath:instancePath+"/progressSeq",schemaPath:"#/properties/progressSeq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs86){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
validate52.errors = [{instancePath:instancePath+"/progressSeq",schemaPath:"#/properties/progressSeq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs86 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spawnCount !== undefined){
let data38 = data.spawnCount;
const _errs88 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
validate52.errors = [{instancePath:instancePath+"/spawnCount",schemaPath:"#/properties/spawnCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs88){
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 0 || isNaN(data38)){
validate52.errors = [{instancePath:instancePath+"/spawnCount",schemaPath:"#/properties/spawnCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limits !== undefined){
let data39 = data.limits;
const _errs90 = errors;
if(errors === _errs90){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
let missing3;
if(((data39.maxSpawns === undefined) && (missing3 = "maxSpawns")) || ((data39.maxDurationSeconds === undefined) && (missing3 = "maxDurationSeconds"))){
validate52.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs92 = errors;
for(const key3 in data39){
if(!(((((key3 === "maxSpawns") || (key3 === "maxDurationSeconds")) || (key3 === "maxTokens")) || (key3 === "maxCost")) || (key3 === "usageUnknownAccepted"))){
validate52.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs92 === errors){
if(data39.maxSpawns !== undefined){
let data40 = data39.maxSpawns;
const _errs93 = errors;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
validate52.errors = [{instancePath:instancePath+"/limits/maxSpawns",schemaPath:"#/properties/limits/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs93){
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
validate52.errors = [{instancePath:instancePath+"/limits/maxSpawns",schemaPath:"#/properties/limits/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid11 = _errs93 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data39.maxDurationSeconds !== undefined){
let data41 = data39.maxDurationSeconds;
const _errs95 = errors;
const _errs96 = errors;
let valid12 = false;
const _errs97 = errors;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err13 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors === _errs97){
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 1 || isNaN(data41)){
const err14 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
var _valid4 = _errs97 === errors;
valid12 = valid12 || _valid4;
const _errs99 = errors;
if(data41 !== null){
const err15 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid4 = _errs99 === errors;
valid12 = valid12 || _valid4;
if(!valid12){
const err16 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs95 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data39.maxTokens !== undefined){
let data42 = data39.maxTokens;
const _errs101 = errors;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
validate52.errors = [{instancePath:instancePath+"/limits/maxTokens",schemaPath:"#/properties/limits/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs101){
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 1 || isNaN(data42)){
validate52.errors = [{instancePath:instancePath+"/limits/maxTokens",schemaPath:"#/properties/limits/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid11 = _errs101 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data39.maxCost !== undefined){
let data43 = data39.maxCost;
const _errs103 = errors;
if(errors === _errs103){
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 <= 0 || isNaN(data43)){
validate52.errors = [{instancePath:instancePath+"/limits/maxCost",schemaPath:"#/properties/limits/properties/maxCost/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/limits/maxCost",schemaPath:"#/properties/limits/properties/maxCost/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid11 = _errs103 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data39.usageUnknownAccepted !== undefined){
let data44 = data39.usageUnknownAccepted;
const _errs105 = errors;
if(typeof data44 !== "boolean"){
validate52.errors = [{instancePath:instancePath+"/limits/usageUnknownAccepted",schemaPath:"#/properties/limits/properties/usageUnknownAccepted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data44){
validate52.errors = [{instancePath:instancePath+"/limits/usageUnknownAccepted",schemaPath:"#/properties/limits/properties/usageUnknownAccepted/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid11 = _errs105 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.escalation !== undefined){
let data45 = data.escalation;
const _errs107 = errors;
const _errs108 = errors;
let valid13 = false;
const _errs109 = errors;
if(errors === _errs109){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
let missing4;
if((((((data45.phase === undefined) && (missing4 = "phase")) || ((data45.reason === undefined) && (missing4 = "reason"))) || ((data45.detail === undefined) && (missing4 = "detail"))) || ((data45.gateOutput === undefined) && (missing4 = "gateOutput"))) || ((data45.at === undefined) && (missing4 = "at"))){
const err17 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
const _errs111 = errors;
for(const key4 in data45){
if(!(((((key4 === "phase") || (key4 === "reason")) || (key4 === "detail")) || (key4 === "gateOutput")) || (key4 === "at"))){
const err18 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
break;
}
}
if(_errs111 === errors){
if(data45.phase !== undefined){
const _errs112 = errors;
if(typeof data45.phase !== "string"){
const err19 = {instancePath:instancePath+"/escalation/phase",schemaPath:"#/properties/escalation/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid14 = _errs112 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data45.reason !== undefined){
let data47 = data45.reason;
const _errs114 = errors;
if(!(((((((((((((((data47 === "gate-retries-exhausted") || (data47 === "review-cycles-exhausted")) || (data47 === "no-progress")) || (data47 === "sub-agent-blocked")) || (data47 === "sub-agent-error")) || (data47 === "escalate-flag")) || (data47 === "budget-exhausted")) || (data47 === "checkpoint-failed")) || (data47 === "gate-not-run")) || (data47 === "final-verification-failed")) || (data47 === "usage-limit")) || (data47 === "spawn-failed")) || (data47 === "gate-log-refused")) || (data47 === "gate-wrong-dir")) || (data47 === "run-state-tampered"))){
const err20 = {instancePath:instancePath+"/escalation/reason",schemaPath:"#/properties/escalation/anyOf/0/properties/reason/enum",keyword:"enum",params:{allowedValues: schema19.properties.escalation.anyOf[0].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid14 = _errs114 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data45.detail !== undefined){
const _errs115 = errors;
if(typeof data45.detail !== "string"){
const err21 = {instancePath:instancePath+"/escalation/detail",schemaPath:"#/properties/escalation/anyOf/0/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid14 = _errs115 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data45.gateOutput !== undefined){
let data49 = data45.gateOutput;
const _errs117 = errors;
const _errs118 = errors;
let valid15 = false;
const _errs119 = errors;
if(typeof data49 !== "string"){
const err22 = {instancePath:instancePath+"/escalation/gateOutput",schemaPath:"#/properties/escalation/anyOf/0/properties/gateOutput/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid6 = _errs119 === errors;
valid15 = valid15 || _valid6;
const _errs121 = errors;
if(data49 !== null){
const err23 = {instancePath:instancePath+"/escalation/gateOutput",schemaPath:"#/properties/escalation/anyOf/0/properties/gateOutput/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid6 = _errs121 === errors;
valid15 = valid15 || _valid6;
if(!valid15){
const err24 = {instancePath:instancePath+"/escalation/gateOutput",schemaPath:"#/properties/escalation/anyOf/0/properties/gateOutput/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs117 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data45.at !== undefined){
let data50 = data45.at;
const _errs123 = errors;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err25 = {instancePath:instancePath+"/escalation/at",schemaPath:"#/properties/escalation/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(errors === _errs123){
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 0 || isNaN(data50)){
const err26 = {instancePath:instancePath+"/escalation/at",schemaPath:"#/properties/escalation/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
var valid14 = _errs123 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid5 = _errs109 === errors;
valid13 = valid13 || _valid5;
const _errs125 = errors;
if(data45 !== null){
const err28 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid5 = _errs125 === errors;
valid13 = valid13 || _valid5;
if(!valid13){
const err29 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs108;
if(vErrors !== null){
if(_errs108){
vErrors.length = _errs108;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs107 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.history !== undefined){
let data51 = data.history;
const _errs127 = errors;
if(errors === _errs127){
if(Array.isArray(data51)){
var valid16 = true;
const len4 = data51.length;
for(let i4=0; i4<len4; i4++){
let data52 = data51[i4];
const _errs129 = errors;
const _errs130 = errors;
let valid17 = false;
const _errs131 = errors;
if(errors === _errs131){
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
let missing5;
if((((((data52.kind === undefined) && (missing5 = "kind")) || ((data52.at === undefined) && (missing5 = "at"))) || ((data52.phase === undefined) && (missing5 = "phase"))) || ((data52.reason === undefined) && (missing5 = "reason"))) || ((data52.detail === undefined) && (missing5 = "detail"))){
const err30 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/0/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
const _errs133 = errors;
for(const key5 in data52){
if(!(((((key5 === "kind") || (key5 === "at")) || (key5 === "phase")) || (key5 === "reason")) || (key5 === "detail"))){
const err31 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
break;
}
}
if(_errs133 === errors){
if(data52.kind !== undefined){
let data53 = data52.kind;
const _errs134 = errors;
if(typeof data53 !== "string"){
const err32 = {instancePath:instancePath+"/history/" + i4+"/kind",schemaPath:"#/properties/history/items/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("escalated" !== data53){
const err33 = {instancePath:instancePath+"/history/" + i4+"/kind",schemaPath:"#/properties/history/items/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "escalated"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var valid18 = _errs134 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data52.at !== undefined){
let data54 = data52.at;
const _errs136 = errors;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err34 = {instancePath:instancePath+"/history/" + i4+"/at",schemaPath:"#/properties/history/items/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors === _errs136){
if((typeof data54 == "number") && (isFinite(data54))){
if(data54 < 0 || isNaN(data54)){
const err35 = {instancePath:instancePath+"/history/" + i4+"/at",schemaPath:"#/properties/history/items/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
var valid18 = _errs136 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data52.phase !== undefined){
const _errs138 = errors;
if(typeof data52.phase !== "string"){
const err36 = {instancePath:instancePath+"/history/" + i4+"/phase",schemaPath:"#/properties/history/items/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var valid18 = _errs138 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data52.reason !== undefined){
let data56 = data52.reason;
const _errs140 = errors;
if(!(((((((((((((((data56 === "gate-retries-exhausted") || (data56 === "review-cycles-exhausted")) || (data56 === "no-progress")) || (data56 === "sub-agent-blocked")) || (data56 === "sub-agent-error")) || (data56 === "escalate-flag")) || (data56 === "budget-exhausted")) || (data56 === "checkpoint-failed")) || (data56 === "gate-not-run")) || (data56 === "final-verification-failed")) || (data56 === "usage-limit")) || (data56 === "spawn-failed")) || (data56 === "gate-log-refused")) || (data56 === "gate-wrong-dir")) || (data56 === "run-state-tampered"))){
const err37 = {instancePath:instancePath+"/history/" + i4+"/reason",schemaPath:"#/properties/history/items/anyOf/0/properties/reason/enum",keyword:"enum",params:{allowedValues: schema19.properties.history.items.anyOf[0].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var valid18 = _errs140 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data52.detail !== undefined){
const _errs141 = errors;
if(typeof data52.detail !== "string"){
const err38 = {instancePath:instancePath+"/history/" + i4+"/detail",schemaPath:"#/properties/history/items/anyOf/0/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var valid18 = _errs141 === errors;
}
else {
var valid18 = true;
}
}
}
}
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var _valid7 = _errs131 === errors;
valid17 = valid17 || _valid7;
if(_valid7){
var props1 = true;
}
const _errs143 = errors;
if(errors === _errs143){
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
let missing6;
if(((((data52.kind === undefined) && (missing6 = "kind")) || ((data52.at === undefined) && (missing6 = "at"))) || ((data52.reset === undefined) && (missing6 = "reset"))) || ((data52.note === undefined) && (missing6 = "note"))){
const err40 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/1/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
const _errs145 = errors;
for(const key6 in data52){
if(!((((key6 === "kind") || (key6 === "at")) || (key6 === "reset")) || (key6 === "note"))){
const err41 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
break;
}
}
if(_errs145 === errors){
if(data52.kind !== undefined){
let data58 = data52.kind;
const _errs146 = errors;
if(typeof data58 !== "string"){
const err42 = {instancePath:instancePath+"/history/" + i4+"/kind",schemaPath:"#/properties/history/items/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("resumed" !== data58){
const err43 = {instancePath:instancePath+"/history/" + i4+"/kind",schemaPath:"#/properties/history/items/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "resumed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var valid19 = _errs146 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data52.at !== undefined){
let data59 = data52.at;
const _errs148 = errors;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err44 = {instancePath:instancePath+"/history/" + i4+"/at",schemaPath:"#/properties/history/items/anyOf/1/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors === _errs148){
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err45 = {instancePath:instancePath+"/history/" + i4+"/at",schemaPath:"#/properties/history/items/anyOf/1/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
var valid19 = _errs148 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data52.reset !== undefined){
let data60 = data52.reset;
const _errs150 = errors;
if(errors === _errs150){
if(Array.isArray(data60)){
var valid20 = true;
const len5 = data60.length;
for(let i5=0; i5<len5; i5++){
const _errs152 = errors;
if(typeof data60[i5] !== "string"){
const err46 = {instancePath:instancePath+"/history/" + i4+"/reset/" + i5,schemaPath:"#/properties/history/items/anyOf/1/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var valid20 = _errs152 === errors;
if(!valid20){
break;
}
}
}
else {
const err47 = {instancePath:instancePath+"/history/" + i4+"/reset",schemaPath:"#/properties/history/items/anyOf/1/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var valid19 = _errs150 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data52.note !== undefined){
let data62 = data52.note;
const _errs154 = errors;
const _errs155 = errors;
let valid21 = false;
const _errs156 = errors;
if(typeof data62 !== "string"){
const err48 = {instancePath:instancePath+"/history/" + i4+"/note",schemaPath:"#/properties/history/items/anyOf/1/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid8 = _errs156 === errors;
valid21 = valid21 || _valid8;
const _errs158 = errors;
if(data62 !== null){
const err49 = {instancePath:instancePath+"/history/" + i4+"/note",schemaPath:"#/properties/history/items/anyOf/1/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid8 = _errs158 === errors;
valid21 = valid21 || _valid8;
if(!valid21){
const err50 = {instancePath:instancePath+"/history/" + i4+"/note",schemaPath:"#/properties/history/items/anyOf/1/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
}
var valid19 = _errs154 === errors;
}
else {
var valid19 = true;
}
}
}
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var _valid7 = _errs143 === errors;
valid17 = valid17 || _valid7;
if(_valid7){
if(props1 !== true){
props1 = true;
}
}
const _errs160 = errors;
if(errors === _errs160){
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
let missing7;
if((((data52.kind === undefined) && (missing7 = "kind")) || ((data52.at === undefined) && (missing7 = "at"))) || ((data52.note === undefined) && (missing7 = "note"))){
const err52 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/2/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
const _errs162 = errors;
for(const key7 in data52){
if(!(((key7 === "kind") || (key7 === "at")) || (key7 === "note"))){
const err53 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
break;
}
}
if(_errs162 === errors){
if(data52.kind !== undefined){
let data63 = data52.kind;
const _errs163 = errors;
if(typeof data63 !== "string"){
const err54 = {instancePath:instancePath+"/history/" + i4+"/kind",schemaPath:"#/properties/history/items/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("cancelled" !== data63){
const err55 = {instancePath:instancePath+"/history/" + i4+"/kind",schemaPath:"#/properties/history/items/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var valid22 = _errs163 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data52.at !== undefined){
let data64 = data52.at;
const _errs165 = errors;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
const err56 = {instancePath:instancePath+"/history/" + i4+"/at",schemaPath:"#/properties/history/items/anyOf/2/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(errors === _errs165){
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 < 0 || isNaN(data64)){
const err57 = {instancePath:instancePath+"/history/" + i4+"/at",schemaPath:"#/properties/history/items/anyOf/2/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
var valid22 = _errs165 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data52.note !== undefined){
let data65 = data52.note;
const _errs167 = errors;
const _errs168 = errors;
let valid23 = false;
const _errs169 = errors;
if(typeof data65 !== "string"){
const err58 = {instancePath:instancePath+"/history/" + i4+"/note",schemaPath:"#/properties/history/items/anyOf/2/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid9 = _errs169 === errors;
valid23 = valid23 || _valid9;
const _errs171 = errors;
if(data65 !== null){
const err59 = {instancePath:instancePath+"/history/" + i4+"/note",schemaPath:"#/properties/history/items/anyOf/2/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid9 = _errs171 === errors;
valid23 = valid23 || _valid9;
if(!valid23){
const err60 = {instancePath:instancePath+"/history/" + i4+"/note",schemaPath:"#/properties/history/items/anyOf/2/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs168;
if(vErrors !== null){
if(_errs168){
vErrors.length = _errs168;
}
else {
vErrors = null;
}
}
}
var valid22 = _errs167 === errors;
}
else {
var valid22 = true;
}
}
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var _valid7 = _errs160 === errors;
valid17 = valid17 || _valid7;
if(_valid7){
if(props1 !== true){
props1 = true;
}
}
if(!valid17){
const err62 = {instancePath:instancePath+"/history/" + i4,schemaPath:"#/properties/history/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs130;
if(vErrors !== null){
if(_errs130){
vErrors.length = _errs130;
}
else {
vErrors = null;
}
}
}
var valid16 = _errs129 === errors;
if(!valid16){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/history",schemaPath:"#/properties/history/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs127 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseline !== undefined){
let data66 = data.baseline;
const _errs173 = errors;
if(errors === _errs173){
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
let missing8;
if((data66.gates === undefined) && (missing8 = "gates")){
validate52.errors = [{instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
return false;
}
else {
const _errs175 = errors;
for(const key8 in data66){
if(!(key8 === "gates")){
validate52.errors = [{instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs175 === errors){
if(data66.gates !== undefined){
let data67 = data66.gates;
const _errs176 = errors;
if(errors === _errs176){
if(Array.isArray(data67)){
var valid25 = true;
const len6 = data67.length;
for(let i6=0; i6<len6; i6++){
const _errs178 = errors;
if(!(validate97(data67[i6], {instancePath:instancePath+"/baseline/gates/" + i6,parentData:data67,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid25 = _errs178 === errors;
if(!valid25){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/baseline/gates",schemaPath:"#/properties/baseline/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs173 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verification !== undefined){
let data69 = data.verification;
const _errs179 = errors;
if(errors === _errs179){
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
let missing9;
if(((data69.gates === undefined) && (missing9 = "gates")) || ((data69.from === undefined) && (missing9 = "from"))){
validate52.errors = [{instancePath:instancePath+"/verification",schemaPath:"#/properties/verification/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
const _errs181 = errors;
for(const key9 in data69){
if(!((key9 === "gates") || (key9 === "from"))){
validate52.errors = [{instancePath:instancePath+"/verification",schemaPath:"#/properties/verification/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs181 === errors){
if(data69.gates !== undefined){
let data70 = data69.gates;
const _errs182 = errors;
if(errors === _errs182){
if(Array.isArray(data70)){
var valid27 = true;
const len7 = data70.length;
for(let i7=0; i7<len7; i7++){
const _errs184 = errors;
if(!(validate103(data70[i7], {instancePath:instancePath+"/verification/gates/" + i7,parentData:data70,parentDataProperty:i7,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var valid27 = _errs184 === errors;
if(!valid27){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/verification/gates",schemaPath:"#/properties/verification/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid26 = _errs182 === errors;
}
else {
var valid26 = true;
}
if(valid26){
if(data69.from !== undefined){
let data72 = data69.from;
const _errs185 = errors;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
validate52.errors = [{instancePath:instancePath+"/verification/from",schemaPath:"#/properties/verification/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs185){
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 < 0 || isNaN(data72)){
validate52.errors = [{instancePath:instancePath+"/verification/from",schemaPath:"#/properties/verification/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid26 = _errs185 === errors;
}
else {
var valid26 = true;
}
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/verification",schemaPath:"#/properties/verification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs179 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.oldCode !== undefined){
let data73 = data.oldCode;
const _errs187 = errors;
if(errors === _errs187){
if(data73 && typeof data73 == "object" && !Array.isArray(data73)){
let missing10;
if(((data73.gates === undefined) && (missing10 = "gates")) || ((data73.skipped === undefined) && (missing10 = "skipped"))){
validate52.errors = [{instancePath:instancePath+"/oldCode",schemaPath:"#/properties/oldCode/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];
return false;
}
else {
const _errs189 = errors;
for(const key10 in data73){
if(!((key10 === "gates") || (key10 === "skipped"))){
validate52.errors = [{instancePath:instancePath+"/oldCode",schemaPath:"#/properties/oldCode/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs189 === errors){
if(data73.gates !== undefined){
let data74 = data73.gates;
const _errs190 = errors;
if(errors === _errs190){
if(Array.isArray(data74)){
var valid29 = true;
const len8 = data74.length;
for(let i8=0; i8<len8; i8++){
const _errs192 = errors;
if(!(validate109(data74[i8], {instancePath:instancePath+"/oldCode/gates/" + i8,parentData:data74,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
var valid29 = _errs192 === errors;
if(!valid29){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/oldCode/gates",schemaPath:"#/properties/oldCode/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid28 = _errs190 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data73.skipped !== undefined){
let data76 = data73.skipped;
const _errs193 = errors;
if(errors === _errs193){
if(Array.isArray(data76)){
var valid30 = true;
const len9 = data76.length;
for(let i9=0; i9<len9; i9++){
const _errs195 = errors;
if(!(validate115(data76[i9], {instancePath:instancePath+"/oldCode/skipped/" + i9,parentData:data76,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
var valid30 = _errs195 === errors;
if(!valid30){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/oldCode/skipped",schemaPath:"#/properties/oldCode/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid28 = _errs193 === errors;
}
else {
var valid28 = true;
}
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/oldCode",schemaPath:"#/properties/oldCode/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs187 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lateChanges !== undefined){
let data78 = data.lateChanges;
const _errs196 = errors;
if(errors === _errs196){
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
let missing11;
if(((data78.changes === undefined) && (missing11 = "changes")) || ((data78.from === undefined) && (missing11 = "from"))){
validate52.errors = [{instancePath:instancePath+"/lateChanges",schemaPath:"#/properties/lateChanges/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"}];
return false;
}
else {
const _errs198 = errors;
for(const key11 in data78){
if(!((key11 === "changes") || (key11 === "from"))){
validate52.errors = [{instancePath:instancePath+"/lateChanges",schemaPath:"#/properties/lateChanges/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs198 === errors){
if(data78.changes !== undefined){
let data79 = data78.changes;
const _errs199 = errors;
if(errors === _errs199){
if(Array.isArray(data79)){
var valid32 = true;
const len10 = data79.length;
for(let i10=0; i10<len10; i10++){
const _errs201 = errors;
if(!(validate117(data79[i10], {instancePath:instancePath+"/lateChanges/changes/" + i10,parentData:data79,parentDataProperty:i10,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid32 = _errs201 === errors;
if(!valid32){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/lateChanges/changes",schemaPath:"#/properties/lateChanges/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid31 = _errs199 === errors;
}
else {
var valid31 = true;
}
if(valid31){
if(data78.from !== undefined){
let data81 = data78.from;
const _errs202 = errors;
if(!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))){
validate52.errors = [{instancePath:instancePath+"/lateChanges/from",schemaPath:"#/properties/lateChanges/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs202){
if((typeof data81 == "number") && (isFinite(data81))){
if(data81 < 0 || isNaN(data81)){
validate52.errors = [{instancePath:instancePath+"/lateChanges/from",schemaPath:"#/properties/lateChanges/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid31 = _errs202 === errors;
}
else {
var valid31 = true;
}
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/lateChanges",schemaPath:"#/properties/lateChanges/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs196 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usageLimit !== undefined){
let data82 = data.usageLimit;
const _errs204 = errors;
if(errors === _errs204){
if(data82 && typeof data82 == "object" && !Array.isArray(data82)){
let missing12;
if(((((((((data82.kind === undefined) && (missing12 = "kind")) || ((data82.resetAt === undefined) && (missing12 = "resetAt"))) || ((data82.resetText === undefined) && (missing12 = "resetText"))) || ((data82.message === undefined) && (missing12 = "message"))) || ((data82.since === undefined) && (missing12 = "since"))) || ((data82.phase === undefined) && (missing12 = "phase"))) || ((data82.actionId === undefined) && (missing12 = "actionId"))) || ((data82.source === undefined) && (missing12 = "source"))){
validate52.errors = [{instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"}];
return false;
}
else {
const _errs206 = errors;
for(const key12 in data82){
if(!((((((((key12 === "kind") || (key12 === "resetAt")) || (key12 === "resetText")) || (key12 === "message")) || (key12 === "since")) || (key12 === "phase")) || (key12 === "actionId")) || (key12 === "source"))){
validate52.errors = [{instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs206 === errors){
if(data82.kind !== undefined){
let data83 = data82.kind;
const _errs207 = errors;
if(!((((data83 === "rate-limit") || (data83 === "quota")) || (data83 === "usage-limit")) || (data83 === "overloaded"))){
validate52.errors = [{instancePath:instancePath+"/usageLimit/kind",schemaPath:"#/properties/usageLimit/properties/kind/enum",keyword:"enum",params:{allowedValues: schema19.properties.usageLimit.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid33 = _errs207 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data82.resetAt !== undefined){
let data84 = data82.resetAt;
const _errs208 = errors;
const _errs209 = errors;
let valid34 = false;
const _errs210 = errors;
if(!(((typeof data84 == "number") && (!(data84 % 1) && !isNaN(data84))) && (isFinite(data84)))){
const err63 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(errors === _errs210){
if((typeof data84 == "number") && (isFinite(data84))){
if(data84 < 0 || isNaN(data84)){
const err64 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
var _valid10 = _errs210 === errors;
valid34 = valid34 || _valid10;
const _errs212 = errors;
if(data84 !== null){
const err65 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid10 = _errs212 === errors;
valid34 = valid34 || _valid10;
if(!valid34){
const err66 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs209;
if(vErrors !== null){
if(_errs209){
vErrors.length = _errs209;
}
else {
vErrors = null;
}
}
}
var valid33 = _errs208 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data82.resetText !== undefined){
let data85 = data82.resetText;
const _errs214 = errors;
const _errs215 = errors;
let valid35 = false;
const _errs216 = errors;
if(typeof data85 !== "string"){
const err67 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid11 = _errs216 === errors;
valid35 = valid35 || _valid11;
const _errs218 = errors;
if(data85 !== null){
const err68 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid11 = _errs218 === errors;
valid35 = valid35 || _valid11;
if(!valid35){
const err69 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs215;
if(vErrors !== null){
if(_errs215){
vErrors.length = _errs215;
}
else {
vErrors = null;
}
}
}
var valid33 = _errs214 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data82.message !== undefined){
const _errs220 = errors;
if(typeof data82.message !== "string"){
validate52.errors = [{instancePath:instancePath+"/usageLimit/message",schemaPath:"#/properties/usageLimit/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid33 = _errs220 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data82.since !== undefined){
let data87 = data82.since;
const _errs222 = errors;
if(!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))){
validate52.errors = [{instancePath:instancePath+"/usageLimit/since",schemaPath:"#/properties/usageLimit/properties/since/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs222){
if((typeof data87 == "number") && (isFinite(data87))){
if(data87 < 0 || isNaN(data87)){
validate52.errors = [{instancePath:instancePath+"/usageLimit/since",schemaPath:"#/properties/usageLimit/properties/since/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid33 = _errs222 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data82.phase !== undefined){
const _errs224 = errors;
if(typeof data82.phase !== "string"){
validate52.errors = [{instancePath:instancePath+"/usageLimit/phase",schemaPath:"#/properties/usageLimit/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid33 = _errs224 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data82.actionId !== undefined){
const _errs226 = errors;
if(typeof data82.actionId !== "string"){
validate52.errors = [{instancePath:instancePath+"/usageLimit/actionId",schemaPath:"#/properties/usageLimit/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid33 = _errs226 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data82.source !== undefined){
let data90 = data82.source;
const _errs228 = errors;
if(!((data90 === "sessions_spawn") || (data90 === "result"))){
validate52.errors = [{instancePath:instancePath+"/usageLimit/source",schemaPath:"#/properties/usageLimit/properties/source/enum",keyword:"enum",params:{allowedValues: schema19.properties.usageLimit.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid33 = _errs228 === errors;
}
else {
var valid33 = true;
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
validate52.errors = [{instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs204 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refusedModels !== undefined){
let data91 = data.refusedModels;
const _errs229 = errors;
if(errors === _errs229){
if(Array.isArray(data91)){
var valid36 = true;
const len11 = data91.length;
for(let i11=0; i11<len11; i11++){
const _errs231 = errors;
if(!(validate119(data91[i11], {instancePath:instancePath+"/refusedModels/" + i11,parentData:data91,parentDataProperty:i11,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
var valid36 = _errs231 === errors;
if(!valid36){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/refusedModels",schemaPath:"#/properties/refusedModels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs229 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summaryFile !== undefined){
let data93 = data.summaryFile;
const _errs232 = errors;
const _errs233 = errors;
let valid37 = false;
const _errs234 = errors;
if(typeof data93 !== "string"){
const err70 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid12 = _errs234 === errors;
valid37 = valid37 || _valid12;
const _errs236 = errors;
if(data93 !== null){
const err71 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid12 = _errs236 === errors;
valid37 = valid37 || _valid12;
if(!valid37){
const err72 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs233;
if(vErrors !== null){
if(_errs233){
vErrors.length = _errs233;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs232 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data94 = data.finishedAt;
const _errs238 = errors;
const _errs239 = errors;
let valid38 = false;
const _errs240 = errors;
if(!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))){
const err73 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors === _errs240){
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 < 0 || isNaN(data94)){
const err74 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
var _valid13 = _errs240 === errors;
valid38 = valid38 || _valid13;
const _errs242 = errors;
if(data94 !== null){
const err75 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid13 = _errs242 === errors;
valid38 = valid38 || _valid13;
if(!valid38){
const err76 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs239;
if(vErrors !== null){
if(_errs239){
vErrors.length = _errs239;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs238 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gatesConfirmedAt !== undefined){
let data95 = data.gatesConfirmedAt;
const _errs244 = errors;
const _errs245 = errors;
let valid39 = false;
const _errs246 = errors;
if(!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))){
const err77 = {instancePath:instancePath+"/gatesConfirmedAt",schemaPath:"#/properties/gatesConfirmedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(errors === _errs246){
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 < 0 || isNaN(data95)){
const err78 = {instancePath:instancePath+"/gatesConfirmedAt",schemaPath:"#/properties/gatesConfirmedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
var _valid14 = _errs246 === errors;
valid39 = valid39 || _valid14;
const _errs248 = errors;
if(data95 !== null){
const err79 = {instancePath:instancePath+"/gatesConfirmedAt",schemaPath:"#/properties/gatesConfirmedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid14 = _errs248 === errors;
valid39 = valid39 || _valid14;
if(!valid39){
const err80 = {instancePath:instancePath+"/gatesConfirmedAt",schemaPath:"#/properties/gatesConfirmedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs245;
if(vErrors !== null){
if(_errs245){
vErrors.length = _errs245;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs244 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.snapshotDigest !== undefined){
let data96 = data.snapshotDigest;
const _errs250 = errors;
if(errors === _errs250){
if(typeof data96 === "string"){
if(!pattern3.test(data96)){
validate52.errors = [{instancePath:instancePath+"/snapshotDigest",schemaPath:"#/properties/snapshotDigest/pattern",keyword:"pattern",params:{pattern: "^h64:[0-9a-f]{16}$"},message:"must match pattern \""+"^h64:[0-9a-f]{16}$"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/snapshotDigest",schemaPath:"#/properties/snapshotDigest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs250 === errors;
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
}
}
}
}
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
