import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CircleCheckBig, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export interface NoticeProps {
  /** 'success' (green, check), 'info' (blue) or 'warning' (orange, for problems the person can fix). */
  tone?: 'success' | 'info' | 'warning';
  children: ReactNode;
  /** 'alert' or 'status' when the message appears in answer to something the person did, so it is announced. */
  role?: 'alert' | 'status';
}

const PALETTES = { success: 'green', info: 'blue', warning: 'orange' } as const;
const ICONS = { success: CircleCheckBig, info: Info, warning: TriangleAlert } as const;

/**
 * A short inline message in a tinted box: a saved change, a problem the person can fix, what happens
 * next. Palette tokens only (the system leaves Chakra's Alert recipe out to keep every page's bundle
 * small), so both themes keep their contrast. Silent by default; `role` announces it when it appears
 * in answer to something the person did.
 */
export function Notice({ tone = 'info', children, role }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <HStack
      role={role}
      colorPalette={PALETTES[tone]}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      borderRadius="l3"
      px="4"
      py="2.5"
      gap="2.5"
      align="flex-start"
    >
      <Icon size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text textStyle="sm" fontWeight="medium">
        {children}
      </Text>
    </HStack>
  );
}
