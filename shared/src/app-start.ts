import { THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE, themeToggleLabel } from './theme';

/** Id of the `<script type="application/json">` in which a content page names the app's modules. */
export const APP_MODULES_ELEMENT_ID = 'app-modules';

/** Local storage key of the favourites list (kept in the browser, per device). */
export const FAVORITES_STORAGE_KEY = 'favorites';
/** Local storage key of the cleaning page's own favourites. */
export const CLEANING_FAVORITES_STORAGE_KEY = 'favoriteProjects';
/**
 * Local storage key set ('1') while this browser was last seen signed in, removed once it was seen
 * signed out: it names no one, it only tells a content page to start the app for the account menu.
 */
export const SIGNED_IN_HINT_STORAGE_KEY = 'gta.signedIn';

/** `<meta name>` by which the built page template names the field-data module (startingAtFirstInteraction moves it into AppModules). */
export const FIELD_VITALS_META_NAME = 'app-field-vitals';

/** What a content page's HTML says about the app it starts later: the entry script and its chunks. */
export interface AppModules {
  /** The entry module, e.g. /assets/index-RG99t7J6.js. */
  entry: string;
  /** The chunks it and the page's screen import, preloaded as the app starts. */
  preload: string[];
  /** The field-data module (Core Web Vitals, sampled), loaded on its own once the page is idle. */
  vitals?: string;
  /** The page's route template ('/services/:serviceSlug/:locationSlug'), which field data names. */
  route?: string;
}

/**
 * Marks a show-more button the starter can answer before the app arrives: it flips the button's
 * `aria-expanded` and sets or removes `data-expanded` on the element its `aria-controls` names. The
 * page's own CSS shows what each state shows (both labels and all the items are in the HTML), and the
 * app reads the button's `aria-expanded` as it hydrates, so it goes on from the visitor's choice.
 */
export const DISCLOSURE_ATTRIBUTE = 'data-disclosure';

/** Id of the `<script type="application/json">` in which a server-rendered app page names its entry script and chunks (AppModules' entry and preload). */
export const APP_ENTRY_ELEMENT_ID = 'app-entry';

/**
 * `painted(run)`: runs `run` once the page has painted its first content (a Paint Timing observer),
 * or after the next frame where the browser does not report paints (an observer of an entry type the
 * browser does not know never calls back, so support is checked first). Shared by the inline starters.
 */
const WHEN_PAINTED = `function painted(run){var done=false,P=window.PerformanceObserver;function go(){if(!done){done=true;run()}}
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){try{var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});o.observe({type:'paint',buffered:true});return}catch(e){}}
requestAnimationFrame(function(){setTimeout(go,0)})}`;

/** How long, in milliseconds, `addModules` adds modulepreload links in one task before it yields. */
const PRELOAD_TASK_MS = 3;

/**
 * `load(url)` adds a module script; `addModules(m)` starts the app of an AppModules list: its entry
 * script, then its modulepreload links, for `PRELOAD_TASK_MS` a task (at least one link each). Each link
 * starts a fetch on the main thread, about a millisecond on a 2-core server: a project page names 88
 * modules, and adding them in one loop was one task of 24 ms on a fast desktop and 350 ms at an 8x CPU
 * slowdown (a low-tier phone), blocking the page right after its first paint. Ten links a task still
 * made tasks of 5-13 ms (50-130 ms on the phone, four of them on the dashboard); a time budget keeps
 * each task short on any device. The entry goes first so its download starts at once; a module it
 * imports before its link is added is fetched once all the same (the browser's module map). Shared by
 * the inline starters (they define `d`).
 */
const ADD_MODULES = `function load(u){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=u;d.head.appendChild(s)}
function addModules(m){var p=m.preload,i=0;load(m.entry);(function links(){var t=performance.now(),n=i;for(;i<p.length&&(i===n||performance.now()-t<${PRELOAD_TASK_MS});i++){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=p[i];d.head.appendChild(l)}if(i<p.length)setTimeout(links,0)})()}`;

/**
 * The inline starters' answer to a press made before the app is ready (both starters define `d`, `h`
 * and `soon()`, which starts the app where it has not started yet):
 * - the theme toggle (`data-theme-toggle`) is done here, as the app does it (applyThemeClass): the `dark`
 *   class on <html> with transitions off for a frame, then content skipped off screen styled, the choice
 *   stored where the app reads it, and the button's attributes (its name and `data-color-mode`, which
 *   shows the other icon) as the app renders them, so hydration finds the same markup; the app adopts the
 *   stored theme as it starts;
 * - a show-more button (`data-disclosure`, see DISCLOSURE_ATTRIBUTE) is flipped here, as the app does it;
 * - the page menu's button (`popovertarget`) opens its list by itself where the browser has popovers;
 * - any other press on a control that needs the app (a tab, a form's button, a favourite's heart) is held:
 *   its click is stopped, the control marked busy (`aria-busy`, which the global style dims, with a progress
 *   cursor), and clicked again once the app is ready (`data-app-ready` on <html>, set by the app), so
 *   nothing pressed early is lost, and a form's button does not submit the form as a plain page would.
 *   Links are left to the browser;
 * - the arrow keys, Home and End on a tab strip move the focus along its tabs here, as the app's strips do
 *   (the tab strip pattern: the ends wrap round, up and down on a vertical strip), and the tab reached is
 *   held as a press is: the app's strips select the tab the focus moves to, so it is selected once the app
 *   is ready.
 */
const EARLY_PRESSES = /* @__PURE__ */ (() => `var held=null;
function ready(){return h.hasAttribute('data-app-ready')}
function control(e){var t=e.target&&e.target.closest&&e.target.closest('a[href],button,[role=button],[role=tab],[role=switch],[role=checkbox],summary');return t&&t.tagName!=='A'?t:null}
function theme(t){var dark=!h.classList.contains('dark'),n=dark?'dark':'light',l=dark?${JSON.stringify(themeToggleLabel('light'))}:${JSON.stringify(themeToggleLabel('dark'))};
h.setAttribute('data-theme-switching','');h.classList.toggle('dark',dark);h.style.colorScheme=n;requestAnimationFrame(function(){setTimeout(function(){h.setAttribute('data-theme-restyle','');void h.offsetWidth;h.removeAttribute('data-theme-restyle');h.removeAttribute('data-theme-switching')},0)});
t.setAttribute('data-color-mode',n);t.setAttribute('aria-label',l);t.setAttribute('title',l);try{localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)},n)}catch(e){}}
function disclose(t){var open=t.getAttribute('aria-expanded')!=='true',c=d.getElementById(t.getAttribute('aria-controls')||'');t.setAttribute('aria-expanded',open?'true':'false');if(c){if(open)c.setAttribute('data-expanded','');else c.removeAttribute('data-expanded')}}
function take(t){if(held)held.removeAttribute('aria-busy');held=t;t.setAttribute('aria-busy','true');soon()}
function hold(e){if(ready()||!e.isTrusted)return;var t=control(e);if(!t)return;if(t.hasAttribute('popovertarget')&&'popover' in HTMLElement.prototype){soon();return}e.preventDefault();e.stopImmediatePropagation();if(t.hasAttribute(${JSON.stringify(THEME_TOGGLE_ATTRIBUTE)})){theme(t);soon();return}if(t.hasAttribute(${JSON.stringify(DISCLOSURE_ATTRIBUTE)})){disclose(t);soon();return}take(t)}
function arrow(e){if(ready()||!e.isTrusted||e.altKey||e.ctrlKey||e.metaKey)return;var t=e.target&&e.target.closest&&e.target.closest('[role=tab]'),l=t&&t.closest('[role=tablist]');if(!l)return;
var v=l.getAttribute('aria-orientation')==='vertical',s=[].filter.call(l.querySelectorAll('[role=tab]'),function(x){return x.closest('[role=tablist]')===l&&!x.disabled&&x.getAttribute('aria-disabled')!=='true'}),i=s.indexOf(t),n=s.length,k=e.key;
var j=k===(v?'ArrowUp':'ArrowLeft')?(i+n-1)%n:k===(v?'ArrowDown':'ArrowRight')?(i+1)%n:k==='Home'?0:k==='End'?n-1:-1;if(i<0||j<0)return;
e.preventDefault();e.stopImmediatePropagation();s[j].focus();take(s[j])}
addEventListener('click',hold,true);addEventListener('keydown',arrow,true);
new MutationObserver(function(_,o){if(!ready())return;o.disconnect();removeEventListener('click',hold,true);removeEventListener('keydown',arrow,true);var t=held;held=null;if(t){t.removeAttribute('aria-busy');if(t.isConnected)t.click()}}).observe(h,{attributes:true,attributeFilter:['data-app-ready']});`)();

/**
 * Runs in the head of every server-rendered app page (projects, a project, Post a Project, the
 * dashboard): the app's modules (the entry script, then their modulepreload links) are added once
 * the page has painted its server-rendered HTML. Left in the HTML, the app's fifty-odd chunks were
 * fetched alongside the document and the entry ran as soon as they had arrived, which on a fast
 * connection was before the browser's first paint: that paint then waited for them, and a lab run's
 * first paint (Lighthouse's simulation counts what finished before the paint it observed) swung
 * between 0.8 s and 3 s on one build. Now the page paints from its HTML first, every time, and the
 * app's code is fetched and run right after. A press made before the app is ready (seconds after the
 * paint on a slow phone) is answered as on a content page (EARLY_PRESSES): the theme switched at once,
 * any other control held and pressed again once the app is ready, instead of lost.
 *
 * Inline and fixed text, allowed by the Content-Security-Policy by its SHA-256 hash (backend/src/app.ts).
 */
export const APP_AFTER_PAINT_SCRIPT = /* @__PURE__ */ (() => `(function(){var d=document,h=d.documentElement,m;
try{m=JSON.parse(d.getElementById(${JSON.stringify(APP_ENTRY_ELEMENT_ID)}).textContent)}catch(e){return}
${ADD_MODULES}
${WHEN_PAINTED}
function soon(){}
${EARLY_PRESSES}
painted(function(){addModules(m)})})();`)();

/**
 * Runs at the end of every content page (home, services, articles, legal…): the page paints and
 * works from its HTML with no module fetched or run. Links are plain links; the prerendered pages
 * they lead to paint as quickly.
 *
 * The app starts (the entry script, which hydrates the page, then modulepreload links) at the
 * visitor's first interaction: a pointer or touch press, a key, a focus, or a mouse resting on a
 * control that needs it. A press starts it once the press's own result has been painted (the next
 * frame): adding some sixty links and a script inside the press's handlers delayed that paint by
 * 30-70 ms on an emulated low-tier phone. A visitor who never interacts loads no application code at all. Once the
 * page has painted and the browser is idle, only the small field-data module loads; the app starts
 * then too if this browser holds state the HTML cannot show: a dark theme (the toggle's label), saved
 * favourites, or the signed-in hint (the account menu).
 *
 * The first press is answered from the HTML where it can be (EARLY_PRESSES), so the visitor sees its
 * result at once instead of after the app's download, evaluation and hydration (seconds on a slow
 * phone): the page menu's list, the theme and a show-more button; any other press is held and made
 * again once the app is ready. The page menu's press lets the list open by itself and starts the app,
 * whose menu takes the list's place once it has arrived.
 *
 * Inline (nothing to download first) and fixed text: the server's Content-Security-Policy allows
 * exactly this text by its SHA-256 hash (backend/src/app.ts), as it does the theme script.
 */
// Made by a call marked pure, so a bundle that imports only the constants above drops the text.
export const APP_START_SCRIPT = /* @__PURE__ */ (() => `(function(){var d=document,h=d.documentElement,started=false,waiting=false,m;
try{m=JSON.parse(d.getElementById(${JSON.stringify(APP_MODULES_ELEMENT_ID)}).textContent)}catch(e){return}
${ADD_MODULES}
function start(){if(started)return;started=true;addModules(m)}
function soon(){if(started||waiting)return;waiting=true;requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,250)}
${EARLY_PRESSES}
['pointerdown','touchstart','keydown','focusin'].forEach(function(t){addEventListener(t,soon,{capture:true,passive:true,once:true})});
addEventListener('pointerover',function(e){if(e.pointerType==='mouse'&&control(e))start()},{capture:true,passive:true});
function kept(){try{var s=localStorage;return s.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='dark'||${JSON.stringify([FAVORITES_STORAGE_KEY, CLEANING_FAVORITES_STORAGE_KEY, SIGNED_IN_HINT_STORAGE_KEY])}.some(function(k){var v=s.getItem(k);return v!==null&&v!=='[]'})}catch(e){return false}}
function settled(){if(m.vitals)load(m.vitals);if(kept())start()}
function idle(){if(window.requestIdleCallback)requestIdleCallback(settled,{timeout:3000});else setTimeout(settled,1)}
${WHEN_PAINTED}
function loaded(){painted(idle)}
if(d.readyState==='complete')loaded();else addEventListener('load',loaded,{once:true})})();`)();
