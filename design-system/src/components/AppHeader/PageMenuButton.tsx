import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ChevronDown } from 'lucide-react';
import type { Ref } from 'react';

export interface PageMenuButtonProps extends ButtonProps {
  currentPageName: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The header's page-menu button: the current page's name and a chevron. One look before and after the menu loads. */
export function PageMenuButton({ currentPageName, ...rest }: PageMenuButtonProps) {
  return (
    <Button variant="ghost" colorPalette="gray" size="sm" minW="0" px={{ base: '2', md: '3' }} aria-label={`Page menu, current page: ${currentPageName}`} {...rest}>
      <Text as="span" truncate maxW={{ base: '24', sm: 'none' }}>
        {currentPageName}
      </Text>
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
