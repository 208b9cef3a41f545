import { Box } from '@chakra-ui/react/box';
import { Float } from '@chakra-ui/react/float';
import type { ReactNode } from 'react';
import { LinkButton } from '../../navigation/AppLink';
import type { NavigationOptions } from '../../navigation/navigation';

export interface CountLinkProps extends NavigationOptions {
  href: string;
  /** The icon (decorative: the label names the link). */
  icon: ReactNode;
  /** What the link opens, e.g. 'Notifications'; the count is added for screen readers. */
  label: string;
  /** How many new things wait there; 0 shows no badge. */
  count: number;
  /**
   * What the counted things are, for the accessible name ('3 unread').
   * @default 'unread'
   */
  countLabel?: string;
}

/** An icon link in the header with a small count on it (unread notifications). */
export function CountLink({ href, icon, label, count, countLabel = 'unread', linkAs, onNavigate }: CountLinkProps) {
  const shown = count > 99 ? '99+' : String(count);
  return (
    <LinkButton
      href={href}
      linkAs={linkAs}
      onNavigate={onNavigate}
      variant="ghost"
      colorPalette="gray"
      size="sm"
      minW="0"
      px="2"
      position="relative"
      aria-label={count > 0 ? `${label}, ${count} ${countLabel}` : label}
    >
      {icon}
      {count > 0 ? (
        <Float placement="top-end" offset="2">
          <Box
            aria-hidden="true"
            minW="5"
            h="5"
            px="1"
            borderRadius="full"
            borderWidth="2px"
            borderColor="bg"
            bg="red.solid"
            color="red.contrast"
            fontSize="xs"
            fontWeight="bold"
            lineHeight="1rem"
            textAlign="center"
          >
            {shown}
          </Box>
        </Float>
      ) : null}
    </LinkButton>
  );
}
