import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The product's Emotion style cache, the same in the browser and in prerendering (the key must
 * match for the browser to adopt the prerendered style tags). It leaves out Emotion's default
 * vendor-prefixing plugin: the browsers we support read the standard properties, and the
 * -webkit-/-ms- copies made up about a third of the CSS inlined in every prerendered page.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
