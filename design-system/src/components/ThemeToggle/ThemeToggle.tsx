import { IconButton } from '@chakra-ui/react/button';
import type { IconButtonProps } from '@chakra-ui/react/button';
import { THEME_TOGGLE_ATTRIBUTE, themeToggleLabel } from '@marketplace/shared';
import { Moon, Sun } from 'lucide-react';

export type ColorMode = 'light' | 'dark';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'> {
  /** The theme in effect (owned by the app's theme provider). */
  colorMode: ColorMode;
  /** Switches to the other theme. */
  onToggle: () => void;
}

/**
 * Light/dark switch for the header; the label names the theme it switches to. Both icons are in the
 * markup and the button's own `data-color-mode` shows one of them, so a page that has not started its
 * app yet can switch the theme from its HTML (the content pages' starter changes the attributes the
 * app would render, never the markup React hydrates).
 */
export function ThemeToggle({ colorMode, onToggle, variant = 'ghost', size = 'sm', ...rest }: ThemeToggleProps) {
  const next: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      aria-label={themeToggleLabel(next)}
      title={themeToggleLabel(next)}
      onClick={onToggle}
      variant={variant}
      size={size}
      colorPalette="gray"
      data-color-mode={colorMode}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
      css={{ '&[data-color-mode=dark] [data-shown-in=light], &[data-color-mode=light] [data-shown-in=dark]': { display: 'none' } }}
      {...rest}
    >
      <Sun aria-hidden="true" data-shown-in="dark" />
      <Moon aria-hidden="true" data-shown-in="light" />
    </IconButton>
  );
}
