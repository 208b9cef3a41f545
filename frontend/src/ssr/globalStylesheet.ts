/**
 * Chakra's global styles as one stylesheet, made when the web app is built (the `global-stylesheet` plugin
 * in vite.config.ts) and linked from every page: the `@layer` order, the reset, the tokens of both themes
 * (the dark ones under the `.dark` class) and the base styles. It is what the design system's provider
 * inserts through `<Global>` when it makes them itself, rendered the same way and with the app's own style
 * cache, so the rules are the ones the browser got before, byte for byte.
 */
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { DesignSystemProvider } from "@marketplace/design-system";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStyleCache } from "../app/styleCache";

export function globalStylesheet(): string {
  const cache = createStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(DesignSystemProvider, { withToaster: false }),
    ),
  );
  // <Global> styles come in chunks of their own ("css-global"), in the order they were inserted.
  return extractCriticalToChunks(html)
    .styles.filter(({ key }) => key !== cache.key)
    .map(({ css }) => css)
    .join("");
}
