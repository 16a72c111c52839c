// Hydration scripts after the first paint. Next writes its chunks as `<script src async>` in the head, so on a
// fast network they arrive while the page is still being parsed and their evaluation (React alone is ~190 KB)
// runs before the first paint; a reader on a slow phone waits for JavaScript to see text the HTML already holds.
// Here each such tag becomes an inline call that asks for the same file once the first frame is painted, in the
// same order, with the page's CSP nonce. Hydration starts a frame later; the article shows without waiting.
// The page is read and written as Latin-1 text, one character per byte: everything matched and written here is
// ASCII, every other byte goes back out as it came (a character split between two chunks included), and no byte
// is decoded or encoded as UTF-8 on the way.
import { isHtml } from './outcome.mjs';

/**
 * The queue the replaced tags feed. Once the first contentful paint is on screen (the paint timing entry; after
 * the first frame where a browser has none) and the first screen's high-priority pictures (`fetchpriority=high`,
 * the page's largest paint among them) have loaded or failed and a frame has drawn them, it asks for one file per
 * task, in order: each request the page makes costs the main thread a little, and a page's fifteen in one task
 * would block it for as long as a long task does. A second after it starts it asks anyway (a page opened behind
 * another tab, where nothing paints; a picture slow to come). Once the queue is empty, later calls (chunks of parts
 * streamed in after the shell) ask at once. Asked for after a frame only, scripts the server sends at once (the
 * build's precompressed copies) were requested before that frame was on screen: Lighthouse then counts their
 * download on a slow network into the largest paint (+500 ms in half the runs).
 */
const LOADER =
  '(function(w,d){var q=[],on=0,c=new MessageChannel;function add(u){var s=d.createElement("script");s.src=u;' +
  's.async=!0;d.head.appendChild(s)}function next(){var u=q.shift();if(u){add(u);c.port2.postMessage(0)}else on=2}' +
  'c.port1.onmessage=next;function run(){if(!on){on=1;next()}}w.__xyLate=function(u){on>1?add(u):q.push(u)};' +
  'function soon(){setTimeout(run,0)}function pictures(){var n=0,p=d.querySelectorAll("img[fetchpriority=high]");' +
  'function one(){--n||requestAnimationFrame(soon)}for(var k=p.length;k--;)if(!p[k].complete){n++;' +
  'p[k].addEventListener("load",one);p[k].addEventListener("error",one)}n||soon()}try{var o=new ' +
  'PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();' +
  'pictures()}});o.observe({type:"paint",buffered:!0})}catch(e){requestAnimationFrame(pictures)}' +
  'setTimeout(run,1e3)})(self,document);';

const ELEMENT = /<script\b([^>]*)><\/script>|<link\b([^>]*)>/g;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;

function attributesOf(text) {
  const found = new Map();
  for (const [, name, value = ''] of text.matchAll(ATTRIBUTE)) found.set(name.toLowerCase(), value);
  return found;
}

const isChunk = (url) => url.includes('/_next/static/');
/** Strings inside an inline script: no `</script>` can close it early. */
const scriptString = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const END_TAG = '</script>';

/**
 * How much of `text` can go now: all but an unfinished tag, or an empty script whose end tag may still be coming
 * (the one element rewritten that spans two tags). An inline script's text goes on as it comes: the page's
 * payload (30 KB on an article, in many pieces) was held back whole and copied again with each piece.
 */
function safeEnd(text) {
  let cut = text.length;
  const lastTag = text.lastIndexOf('<');
  if (lastTag !== -1 && text.indexOf('>', lastTag) === -1) cut = lastTag;
  const lastScript = text.lastIndexOf('<script', cut);
  if (lastScript === -1) return cut;
  // A script whose tag has not ended yet waits, whole.
  const open = text.indexOf('>', lastScript);
  if (open === -1 || open >= cut) return lastScript;
  const inside = text.slice(open + 1, cut);
  return inside.length < END_TAG.length && END_TAG.startsWith(inside) ? lastScript : cut;
}

/**
 * Rewrites an HTML document as it streams: Next's async chunk scripts become `__xyLate("…")` calls and its script
 * preloads go. Tags without a nonce are left alone (the loader could not run under the CSP without one).
 */
export class LateScripts {
  constructor() {
    /** Text held back because an element in it may still be arriving. */
    this.pending = '';
    this.loaderWritten = false;
  }

  /** @param {string} chunk @returns {string} what can be sent now */
  push(chunk) {
    const text = this.pending + chunk;
    const cut = safeEnd(text);
    this.pending = text.slice(cut);
    return this.rewrite(text.slice(0, cut));
  }

  /** @returns {string} the rest */
  end() {
    const rest = this.rewrite(this.pending);
    this.pending = '';
    return rest;
  }

  rewrite(text) {
    return text.replace(ELEMENT, (element, scriptAttributes, linkAttributes) => {
      if (linkAttributes !== undefined) {
        const link = attributesOf(linkAttributes);
        const scriptPreload = link.get('rel') === 'preload' && link.get('as') === 'script';
        return scriptPreload && isChunk(link.get('href') ?? '') ? '' : element;
      }
      const script = attributesOf(scriptAttributes);
      const src = script.get('src');
      const nonce = script.get('nonce');
      if (!src || !isChunk(src) || !script.has('async') || !nonce) return element;
      // React marks its shell's end with the id of its bootstrap script; the call keeps it in place.
      const id = script.has('id') ? ` id="${script.get('id')}"` : '';
      const loader = this.loaderWritten ? '' : LOADER;
      this.loaderWritten = true;
      return `<script nonce="${nonce}"${id}>${loader}__xyLate(${scriptString(src)})</script>`;
    });
  }
}

/**
 * Wraps a request handler so its HTML pages load their scripts late (see above). Decided when the headers go out:
 * an HTML page loses its Content-Length (the text changes) unless the headers were already sent with it.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function lateScriptsHandler(handle) {
  return function lateScriptsRequest(req, res) {
    /** @type {LateScripts | null} */
    let late = null;
    // Decided once, at the first writeHead: a handler further out may hold the head back (outcome.mjs).
    let headWritten = false;
    const { writeHead, write, end } = res;
    res.writeHead = function lateScriptsWriteHead(...args) {
      headWritten = true;
      const passedHeaders = args.some((arg) => typeof arg === 'object' && arg !== null);
      const hasBody = req.method !== 'HEAD';
      if (
        hasBody &&
        !passedHeaders &&
        isHtml(res.getHeader('content-type')) &&
        !res.getHeader('content-encoding')
      ) {
        res.removeHeader('content-length');
        late = new LateScripts();
      }
      return writeHead.apply(this, args);
    };
    const text = (chunk, encoding) =>
      (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding || 'utf8')).toString('latin1');
    const bytes = (rewritten) => Buffer.from(rewritten, 'latin1');
    res.write = function lateScriptsWrite(chunk, encoding, callback) {
      if (!res.headersSent && !headWritten) res.writeHead(res.statusCode);
      if (!late || typeof chunk === 'function' || chunk == null) {
        return write.call(this, chunk, encoding, callback);
      }
      const done = typeof encoding === 'function' ? encoding : callback;
      return write.call(
        this,
        bytes(late.push(text(chunk, typeof encoding === 'string' ? encoding : undefined))),
        done,
      );
    };
    res.end = function lateScriptsEnd(chunk, encoding, callback) {
      // A body in one piece: decide before Node sends headers with its length.
      // Next ends a HEAD answer with end(null): no body, like end().
      const body = chunk != null && typeof chunk !== 'function';
      if (!res.headersSent && !headWritten && body) res.writeHead(res.statusCode);
      if (!late) return end.call(this, chunk, encoding, callback);
      const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
      const last = body ? late.push(text(chunk, typeof encoding === 'string' ? encoding : undefined)) : '';
      return end.call(this, bytes(last + late.end()), done);
    };
    return handle(req, res);
  };
}
