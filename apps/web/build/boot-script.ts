import { signedInHintCookie } from '../../../packages/shared/src/signed-in-hint';
import { PRERENDERED } from '../src/lib/prerendered';

/**
 * The calls a first screen opened by its bare address (no query) makes first, started by the boot script while
 * the app's code downloads (not for L1, whose calls name the organisation it acts in); `{user}` is the
 * signed-in user's id, `{org}` their organisation's (L2 only). The API client takes each answer once, within a
 * few seconds (lib/boot-data.ts); a browser test checks each is taken, so a changed default cannot fetch twice
 * unnoticed.
 */
const FIRST_DATA: Record<string, string[]> = {
  '/home': ['/me'],
  '/maintenance': ['/me', '/plantsbyregion/All/{user}/true/plantId/1/None/1', '/org/{org}/regions'],
};

/** The boot script's name for the prerendered sign-in screen among the first screens (not an address). */
export const SIGN_IN_SCREEN = 'sign-in';

/** Until main.tsx empties it, the prerendered screen shows only where the boot script kept it. */
export const HIDE_PRERENDERED = `<style>html:not([data-boot='sign-in']) #root[${PRERENDERED}]{display:none}</style>`;

/** On <html> of the signed-in page: the app's code is in its head, so the boot script does not add it. */
const STATIC_ENTRY = 'data-entry';

/**
 * index.html's first script, in the head before the stylesheets so it never waits for them. It decides what
 * the first frame is: the prerendered sign-in screen only for a signed-out visit to the sign-in page
 * (`data-boot="sign-in"` on <html>); any other page, or a stored session, hides it and starts as before, from
 * the app. And it loads the app: at once when the app draws the first screen; when the prerendered screen is
 * the first frame, its code is fetched after that frame, so the bandwidth goes first to the CSS the screen
 * needs, and run at the person's first interaction (`signInScreen`), one element a task: the screen is on
 * view, and adding its eight elements in one task took 30-45 ms on this machine with Lighthouse's tracing on
 * (each request it starts is recorded, ~3-9 ms), a task its simulation counted as ~100 ms blocking at 4x; it
 * leaves out tasks under 10 ms. A page of the app
 * opened by its address needs the app's code whatever the session (without one it ends on the sign-in page):
 * the app's code starts downloading at once, and the screen's own chunks and first calls follow in a task of
 * their own (each preload the script adds costs ~1-5 ms at 1x, and reading localStorage first in a tab waits
 * on the browser, ~5-20 ms), or the calls start when the app asks for them first (`__bootFetch`,
 * lib/boot-data.ts). The first of `scripts`, the contract chunk (build/chunking.ts), is added as a module
 * script before the preloads, so it runs as soon as it arrives; the entry follows them. In the signed-in page
 * (`signedInPage`) the app's code is already in the head and the script adds only the screen's chunks and
 * calls. It also sets or clears the signed-in hint cookie (packages/shared, signed-in-hint.ts) to match the
 * stored session. The server allows the boot script by its hash in the Content-Security-Policy (app.ts).
 */
export function bootScript(scripts: string[], preloads: string[], screens: Record<string, string[]>): string {
  return (
    "(function(){var d=document,w=window,h='',q='',started=false;try{var a=location.hash.replace(/^#/,'')" +
    ".split('?');h=a[0];q=a[1]||''}catch(e){}" +
    `function hint(on){try{d.cookie=(on?${JSON.stringify(signedInHintCookie(true))}:` +
    `${JSON.stringify(signedInHintCookie(false))})+(location.protocol==='https:'?'; Secure':'')}catch(e){}}` +
    "function add(u){var l=d.createElement('link');l.crossOrigin='';l.href=u;" +
    "if(/\\.css$/.test(u)){l.rel='preload';l.as='style'}else l.rel='modulepreload';d.head.appendChild(l)}" +
    "function run(u){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=u;d.head.appendChild(s)}" +
    // Each element to add as [function, URL]: the app's code (none in the signed-in page), a screen's chunks.
    'function tag(f){return function(u){return[f,u]}}' +
    `function code(){return d.documentElement.hasAttribute('${STATIC_ENTRY}')?[]:[[run,${JSON.stringify(scripts[0])}]]` +
    `.concat(${JSON.stringify(preloads)}.map(tag(add)),${JSON.stringify(scripts.slice(1))}.map(tag(run)))}` +
    `function chunks(name){return(${JSON.stringify(screens)}[name]||[]).map(tag(add))}` +
    'function each(l){l.forEach(function(x){x[0](x[1])})}' +
    // One element a task (a message, which no timer clamps): see the comment above.
    'function spread(l){var c=new MessageChannel();c.port1.onmessage=step;' +
    'function step(){var x=l.shift();if(x){x[0](x[1]);c.port2.postMessage(0)}}step()}' +
    'function app(){each(code())}function screen(name){each(chunks(name))}' +
    'function load(name){app();screen(name)}' +
    'function data(){if(started)return;started=true;try{' +
    "var u=JSON.parse(localStorage.getItem('userInfo')||'null');hint(!!(u&&u.token));if(q)return;" +
    `var c=${JSON.stringify(FIRST_DATA)}[h];` +
    'if(u&&u.token&&u.Access_Level!==1&&c){var b=w.__bootData={at:Date.now(),calls:{}};c.forEach(function(p){' +
    // `{org}`: a call on the organisation's records, which only L2 makes from the first screen (L3 and L4
    // pick from their own regions; L1 is left out above).
    "if(p.indexOf('{org}')>=0){if(u.Access_Level!==2||!u.orgId)return;p=p.replace('{org}',u.orgId)}" +
    "p=p.replace('{user}',encodeURIComponent(u.UniqueId));b.calls[p]=fetch('/api'+p,{headers:" +
    "{Accept:'application/json',Authorization:'Bearer '+u.token}})})}}catch(e){}}" +
    "if(h!==''&&h!=='/'){d.documentElement.setAttribute('data-boot','app');app();w.__bootFetch=data;" +
    'setTimeout(function(){screen(h);data()},0);return}' +
    "var keep=false;try{keep=!localStorage.getItem('userInfo')}catch(e){}" +
    "d.documentElement.setAttribute('data-boot',keep?'sign-in':'app');" +
    `if(keep){${signInScreen()}}` +
    `load(keep?'${SIGN_IN_SCREEN}':h);setTimeout(function(){hint(!keep)},0)})()`
  );
}

/**
 * The events that start the app over the prerendered sign-in screen: the person's first touch, click, key or
 * typing (a password manager's filling included), a move of focus (a screen reader's too; not the `autofocus`
 * the page itself gives the username field) or of the address.
 */
const START_ON = ['pointerdown', 'touchstart', 'keydown', 'input', 'focusin', 'hashchange'];

/**
 * The boot script's part for the prerendered sign-in screen (`keep`), in a visible tab: the screen is live
 * HTML, so a person can type into it, and the app's code is fetched once its first paint is reported
 * (`prefetch`, into the HTTP cache: not compiled, nothing run) and run at the person's first interaction, one
 * element a task as the app's code is added elsewhere (`spread`). What they do before the app has taken the
 * screen over is kept: the typed values and the focus (lib/prerendered.ts reads them from the prerendered
 * fields), a press of a button, and a submitted form, which the script stops (without an action it would
 * reload the page) and notes in `window.__prerendered` for the app to replay. In a hidden tab (no first frame
 * to wait for), the code runs at once, as for any other page; the notes are taken all the same.
 */
function signInScreen(): string {
  return (
    "var pre=w.__prerendered={},going=false,S='" +
    SIGN_IN_SCREEN +
    "';" +
    `function over(t){var r=d.getElementById('root');return r&&r.hasAttribute('${PRERENDERED}')&&r.contains(t)?r:null}` +
    'function at(r,s,e){return[].indexOf.call(r.querySelectorAll(s),e)}' +
    "w.addEventListener('submit',function(e){var r=over(e.target);if(!r)return;" +
    "e.preventDefault();pre.submit=at(r,'form',e.target);go()},true);" +
    "w.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('button[type=button]'),r=b&&over(b);" +
    "if(r)pre.click=at(r,'button',b)},true);" +
    `var on=${JSON.stringify(START_ON)};` +
    "function start(e){var t=e.target;if(e.type==='focusin'&&t&&t.hasAttribute&&t.hasAttribute('autofocus'))return;go()}" +
    'function go(){if(going)return;going=true;on.forEach(function(n){w.removeEventListener(n,start,true)});' +
    'spread(code().concat(chunks(S)))}' +
    "function prefetch(u){var l=d.createElement('link');l.rel='prefetch';l.crossOrigin='';l.href=u;d.head.appendChild(l)}" +
    "if(d.visibilityState==='visible'){on.forEach(function(n){w.addEventListener(n,start,true)});" +
    // After the first paint is reported (a frame's rAF callback runs before the frame is presented), so no
    // request competes with the screen's; the cookie is cleared then too: writing it waits on the browser.
    "var P=w.PerformanceObserver,T=P&&P.supportedEntryTypes||[];function painted(f){if(T.indexOf('paint')<0)" +
    'return requestAnimationFrame(function(){setTimeout(f,0)});var o=new P(function(){o.disconnect();' +
    "setTimeout(f,0)});o.observe({type:'paint',buffered:true})}" +
    'painted(function(){if(!going)spread(code().concat(chunks(S))' +
    '.map(function(x){return[prefetch,x[1]]}).concat([[hint,false]]));else hint(false)});return}going=true;'
  );
}

/**
 * The page the server sends a browser with the signed-in hint (SIGNED_IN_HINT.page): `indexHtml`, index.html
 * before the prerendered sign-in screen goes in (a signed-in visit never shows it), with the app's code in its
 * head as a Vite build writes it, so the browser fetches it as it parses the HTML rather than from the boot
 * script, and runs it once the HTML is parsed; the screen's CSS has no prerendered first frame to wait for.
 * Lighthouse's simulation also reads a first paint that needs these scripts only from scripts in the HTML:
 * from the boot script's it put the list's first paint ~1 s before the screen was painted (docs/decisions.md,
 * First load).
 */
export function signedInPage(indexHtml: string, scripts: string[], preloads: string[]): string {
  const tags = [
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...scripts.map((src) => `<script type="module" crossorigin src="${src}"></script>`),
  ];
  const page = indexHtml
    .replace('<html lang="en" ', `<html lang="en" ${STATIC_ENTRY} `)
    .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  if (!page.includes(STATIC_ENTRY) || !page.includes(tags.at(-1) ?? '</head>')) {
    throw new Error('index.html has no <html lang="en" …> or </head> for the signed-in page');
  }
  return page;
}
