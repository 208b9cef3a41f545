import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CircleCheckBig, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export interface NoticeProps {
  /** 'success' (green, check) or 'info' (blue). */
  tone?: 'success' | 'info';
  children: ReactNode;
}

/** A short inline message in a tinted box (the theme has no Alert recipe; this uses palette tokens only). */
export function Notice({ tone = 'info', children }: NoticeProps) {
  const Icon = tone === 'success' ? CircleCheckBig : Info;
  return (
    <HStack
      colorPalette={tone === 'success' ? 'green' : 'blue'}
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
