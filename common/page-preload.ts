/**
 * Preload hints of the built HTML pages (scripts/login-preload.ts, scripts/screen-preload.ts) and the one inline
 * script a screen's HTML carries, which the CSP allows by its hash (server/core/security-headers.plugin.ts).
 */
import { STORAGE_KEYS } from './storage-keys';

/** `<link rel={rel} as={as} crossorigin href={href}>`; `as` is empty for a module preload. */
export type PreloadHint = readonly [rel: 'modulepreload' | 'preload', as: '' | 'style' | 'fetch', href: string];

export const hintTag = ([rel, as, href]: PreloadHint) => `<link rel="${rel}"${as ? ` as="${as}"` : ''} crossorigin href="${href}">`;

/**
 * A screen's path is opened signed in (a reload) or signed out (a bookmark in a new tab: the session lives in the
 * tab); the HTML cannot tell which. This script, run while the head is read, asks for the hints of data-signed-in
 * (the shell's and the screen's code) when the tab holds a session token, else those of data-signed-out (the
 * sign-in page's files, where the app will send it). Plain ES5, no dependency; any failure leaves the page as
 * index.html would be.
 */
export const SCREEN_PRELOAD_SCRIPT = '(function(){try{var d=document.currentScript.dataset,'
  + `h=JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})?d.signedIn:d.signedOut);`
  + 'for(var i=0;i<h.length;i++){var l=document.createElement("link");l.rel=h[i][0];if(h[i][1])l.as=h[i][1];'
  + 'l.crossOrigin="anonymous";l.href=h[i][2];document.head.appendChild(l)}}catch(e){}})()';

const attribute = (hints: readonly PreloadHint[]) => JSON.stringify(hints).replaceAll('&', '&amp;').replaceAll("'", '&#39;');

export const screenPreloadTag = (signedIn: readonly PreloadHint[], signedOut: readonly PreloadHint[]) =>
  `<script data-signed-in='${attribute(signedIn)}' data-signed-out='${attribute(signedOut)}'>${SCREEN_PRELOAD_SCRIPT}</script>`;
