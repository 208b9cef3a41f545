import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { DesignSystemProvider } from '../design-system/src/provider/DesignSystemProvider';

type ThemeName = 'light' | 'dark';

/** Same switch as the app's ThemeProvider: the `dark` class on <html>. */
function applyTheme(theme: ThemeName) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme !== 'dark');
  root.style.colorScheme = theme;
}

function ThemeClass({ theme }: { theme: ThemeName }) {
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return null;
}

const withDesignSystem: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  // Stories navigate nowhere; links still render real hrefs for inspection.
  return (
    <DesignSystemProvider onNavigate={() => undefined} withToaster={context.parameters.withToaster !== false}>
      <ThemeClass theme={theme} />
      <Story />
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withDesignSystem],
  globalTypes: {
    theme: {
      description: 'Colour theme (toggles the `dark` class on the document root)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    a11y: { test: 'error' },
    docs: { toc: true },
    options: { storySort: { order: ['Introduction', 'Layout', 'Marketplace', 'Feedback', 'Forms', '*'] } },
  },
};

export default preview;
