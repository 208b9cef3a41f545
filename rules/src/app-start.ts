/** Id of the `<script type="application/json">` in which a content page names the app's modules. */
export const APP_MODULES_ELEMENT_ID = 'app-modules';

/** What a content page's HTML says about the app it starts later: the entry script and its chunks. */
export interface AppModules {
  /** The entry module, e.g. /assets/index-RG99t7J6.js. */
  entry: string;
  /** The chunks it and the page's screen import, preloaded as the app starts. */
  preload: string[];
}

/**
 * Runs at the end of every content page (home, services, articles, legal…): the page paints from its
 * HTML with no module fetched or run, and the app starts (modulepreload links, then the entry script,
 * which hydrates the page) once the page has loaded, has painted (its first contentful paint: a page
 * can load before its first frame) and the browser is idle, or at once on the first interaction
 * (pointer, touch, key or focus), whichever comes first.
 *
 * A press on a control that needs the app (a menu button, the theme toggle, a tab, a form field's
 * button) before the app has hydrated is held: its click is stopped, and clicked again once the app
 * is ready (`data-app-ready` on <html>, set by the app), so nothing pressed early is lost. Links are
 * left alone: they work as plain links from the HTML.
 *
 * Inline (nothing to download first) and fixed text: the server's Content-Security-Policy allows
 * exactly this text by its SHA-256 hash (backend/src/app.ts), as it does the theme script.
 */
export const APP_START_SCRIPT = `(function(){var d=document,h=d.documentElement,started=false,held=null;
function start(){if(started)return;started=true;var m;try{m=JSON.parse(d.getElementById(${JSON.stringify(APP_MODULES_ELEMENT_ID)}).textContent)}catch(e){return}
m.preload.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;d.head.appendChild(l)});
var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=m.entry;d.head.appendChild(s)}
function ready(){return h.hasAttribute('data-app-ready')}
function hold(e){if(ready()||!e.isTrusted)return;var t=e.target&&e.target.closest&&e.target.closest('a[href],button,[role=button],[role=tab],[role=switch],[role=checkbox],summary');if(!t||t.tagName==='A')return;e.preventDefault();e.stopImmediatePropagation();held=t;start()}
['pointerdown','touchstart','keydown','focusin'].forEach(function(t){addEventListener(t,start,{capture:true,passive:true,once:true})});
addEventListener('click',hold,true);
new MutationObserver(function(_,o){if(!ready())return;o.disconnect();removeEventListener('click',hold,true);var t=held;held=null;if(t&&t.isConnected)t.click()}).observe(h,{attributes:true,attributeFilter:['data-app-ready']});
function idle(){if(window.requestIdleCallback)requestIdleCallback(start,{timeout:3000});else setTimeout(start,1)}
function painted(run){var done=false;function go(){if(!done){done=true;run()}}
try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});o.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}}
function loaded(){painted(idle)}
if(d.readyState==='complete')loaded();else addEventListener('load',loaded,{once:true})})();`;
