import { chakra } from '@chakra-ui/react/styled-system';

export interface SkipLinkProps {
  /**
   * Id of the page's main region (give it `tabIndex={-1}` so it takes focus).
   * @default 'main'
   */
  targetId?: string;
  /**
   * Link text.
   * @default 'Skip to main content'
   */
  label?: string;
}

/**
 * The first stop of the keyboard: hidden until focused, then shown above the header, it jumps past
 * the navigation to the page's main content (WCAG 2.4.1 Bypass Blocks).
 */
export function SkipLink({ targetId = 'main', label = 'Skip to main content' }: SkipLinkProps) {
  return (
    <chakra.a
      href={`#${targetId}`}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg.panel"
      color="fg"
      fontWeight="semibold"
      borderRadius="l2"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)', outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {label}
    </chakra.a>
  );
}
