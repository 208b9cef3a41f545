import { IconButton } from '@chakra-ui/react/button';
import type { IconButtonProps } from '@chakra-ui/react/button';
import { Moon, Sun } from 'lucide-react';

export type ColorMode = 'light' | 'dark';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'> {
  /** The theme in effect (owned by the app's theme provider). */
  colorMode: ColorMode;
  /** Switches to the other theme. */
  onToggle: () => void;
}

/** Light/dark switch for the header; the label names the theme it switches to. */
export function ThemeToggle({ colorMode, onToggle, variant = 'ghost', size = 'sm', ...rest }: ThemeToggleProps) {
  const next: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={onToggle}
      variant={variant}
      size={size}
      colorPalette="gray"
      data-color-mode={colorMode}
      {...rest}
    >
      {colorMode === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </IconButton>
  );
}
