export { measureJs, jsLanguageOf, type JsLanguage } from './measure-js.js';
