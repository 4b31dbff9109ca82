import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Decision 0016: the first paint needs the HTML, the stylesheet, the Khmer font and the LCP image,
 * never JavaScript. React and React Router put ~20 `<link rel=modulepreload>` and React's own image
 * preloads ahead of the stylesheet, and start the module graph as soon as the parser sees it. This
 * rewrites the document as it streams:
 * - head: stylesheet and font preload first, then the LCP image's preload (fetchPriority high);
 *   the other image preloads are dropped (the images are in the markup anyway) and so are the
 *   module preloads;
 * - body: React Router's inline module bootstrap becomes a classic inline script that, once the
 *   window's `load` event has fired and the first contentful paint is reported (decision 0027: the
 *   stylesheet, the Khmer font and the LCP image have arrived, so ~120 KB gzip of modules never
 *   share slow 4G with them), adds the module preloads and the same module script (same nonce).
 *   Forms and links work before that.
 */

/** At the latest this long after the bootstrap ran, hydration starts even if `load` has not fired (a hung image). */
export const BOOTSTRAP_FALLBACK_MS = 5000;

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const IMAGE_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>/g;
const FIRST = /<link\b[^>]*\brel="stylesheet"[^>]*>|<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/g;
const BOOTSTRAP = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/;

function rewriteHead(head: string, preloads: string[]): string {
  const first: string[] = [];
  let rest = head.replace(FIRST, (tag) => {
    first.push(tag);
    return '';
  });
  const lcp: string[] = [];
  rest = rest
    .replace(MODULEPRELOAD, (tag) => {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      if (href) preloads.push(href);
      return '';
    })
    .replace(IMAGE_PRELOAD, (tag) => {
      if (/fetchPriority="high"/i.test(tag)) lcp.push(tag);
      return '';
    });
  const at = rest.indexOf('>', rest.search(/<meta\b[^>]*name="viewport"/)) + 1;
  const insert = [...first, ...lcp].join('');
  return at > 0 ? rest.slice(0, at) + insert + rest.slice(at) : insert + rest;
}

/**
 * The module bootstrap, started once the `load` event has fired and the browser has reported its first
 * contentful paint (one task later, so the frame that paints the last image comes first), or after
 * `BOOTSTRAP_FALLBACK_MS` if either is late. Waiting for the paint as well keeps every module request
 * out of what the first paint waited for, also on a fast network where `load` comes before the
 * first frame (Lighthouse counts requests started before FCP into its simulated FCP). A browser
 * without paint timing waits for `load` only.
 */
function deferBootstrap(html: string, preloads: string[]): string {
  return html.replace(BOOTSTRAP, (_tag, attrs: string, body: string) => {
    const nonce = /\bnonce="([^"]*)"/.exec(attrs)?.[1];
    const code = JSON.stringify(body).replace(/</g, '\\u003c');
    const hrefs = JSON.stringify(preloads).replace(/</g, '\\u003c');
    return (
      `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(){var n=document.currentScript&&document.currentScript.nonce,d=false;` +
      `function go(){if(d)return;d=true;${hrefs}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;if(n)l.nonce=n;document.head.appendChild(l)});` +
      `var s=document.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=${code};document.body.appendChild(s)}` +
      `var P=window.PerformanceObserver,painted=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0),loaded=false;` +
      `function later(){if(painted&&loaded)setTimeout(go,0)}` +
      `if(!painted)try{new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){painted=true;o.disconnect();later()}}).observe({type:'paint',buffered:true})}catch(e){painted=true}` +
      `if(document.readyState==='complete'){loaded=true;later()}else window.addEventListener('load',function(){loaded=true;later()});setTimeout(go,${BOOTSTRAP_FALLBACK_MS})})()</script>`
    );
  });
}

/** The stream transform: holds the text until `</head>`, then until each `<script>` is complete. */
export function firstPaintTransform(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let headDone = false;
  const preloads: string[] = [];
  const flush = (final: boolean): string => {
    let out = '';
    if (!headDone) {
      const end = pending.indexOf('</head>');
      if (end < 0 && !final) return '';
      headDone = true;
      const cut = end < 0 ? pending.length : end;
      out += rewriteHead(pending.slice(0, cut), preloads);
      pending = pending.slice(cut);
    }
    // Keep back an unfinished tag so the bootstrap script is never split across chunks.
    let keep = final ? -1 : pending.lastIndexOf('<script');
    if (keep >= 0 && pending.indexOf('</script>', keep) >= 0) keep = -1;
    if (keep < 0 && !final) {
      const lt = pending.lastIndexOf('<');
      if (lt > pending.lastIndexOf('>')) keep = lt;
    }
    const ready = keep < 0 ? pending : pending.slice(0, keep);
    pending = keep < 0 ? '' : pending.slice(keep);
    return out + deferBootstrap(ready, preloads);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      pending += decoder.write(chunk);
      const out = flush(false);
      done(null, out ? Buffer.from(out) : undefined);
    },
    flush(done) {
      pending += decoder.end();
      const out = flush(true);
      done(null, out ? Buffer.from(out) : undefined);
    },
  });
}
