import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/** Storybook for the marketplace design system: same `system` and provider as the app. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // react-docgen reads our own prop interfaces and JSDoc (@default) without
  // type-checking Chakra's heavy types, keeping the build to seconds.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // Chakra and Ark ship "use client" directives; Rollup/Rolldown warns once per
    // module (~1000 lines) although they are harmless in a client bundle.
    const build = viteConfig.build ?? {};
    const rolldownOptions = (build as { rolldownOptions?: Record<string, unknown> }).rolldownOptions ?? {};
    const previous = rolldownOptions.onwarn as
      | ((warning: { code?: string }, warn: (w: unknown) => void) => void)
      | undefined;
    const onwarn = (warning: { code?: string; message?: string }, warn: (w: unknown) => void) => {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      if (warning.message?.includes('"use client"')) return;
      if (previous) previous(warning, warn);
      else warn(warning);
    };
    return {
      ...viteConfig,
      // The design system reads @marketplace/shared from its TypeScript source, as the web app does.
      resolve: { ...viteConfig.resolve, conditions: ['@marketplace/source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)] },
      build: {
        ...build,
        chunkSizeWarningLimit: 2000,
        rolldownOptions: { ...rolldownOptions, onwarn },
      } as typeof build,
    };
  },
};

export default config;
