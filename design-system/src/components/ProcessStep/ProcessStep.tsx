import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ComponentType } from 'react';
import { IconCircle, Tile } from '../shared/primitives';

export interface ProcessStepProps {
  /** Position in the process, starting at 1. */
  step: number;
  /** Step title, e.g. 'Get Quote'. */
  title: string;
  /** What happens in this step. */
  description: string;
  /** Lucide icon shown instead of the number. */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /** Illustration (service detail pages show one per step). */
  imageUrl?: string;
  /** Alt text of the illustration. @default '' */
  imageAlt?: string;
  /**
   * Heading level of the title.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * Prefix the title with 'Step n: ' (service detail wording).
   * @default false
   */
  showStepPrefix?: boolean;
}

/**
 * One step of How It Works or a service process. Render steps inside an `<ol>`
 * (each in an `<li>`) so their order is announced.
 */
export function ProcessStep({ step, title, description, icon: Icon, imageUrl, imageAlt = '', headingLevel = 'h3', showStepPrefix = false }: ProcessStepProps) {
  return (
    <Tile layout="center" height="full" gap="4">
      {imageUrl ? (
        <Box width="full" aspectRatio="16 / 10" borderRadius="l3" overflow="hidden" bg="bg.muted">
          <Image src={imageUrl} alt={imageAlt} width="full" height="full" objectFit="cover" loading="lazy" />
        </Box>
      ) : null}
      <IconCircle colorPalette="brand" size="lg" fontWeight="bold" fontSize="xl" aria-hidden="true">
        {Icon ? <Icon aria-hidden="true" /> : step}
      </IconCircle>
      <Stack gap="2" align="center">
        {Icon ? (
          <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.brand">
            Step {step}
          </Text>
        ) : null}
        <Heading as={headingLevel} size="lg">
          {showStepPrefix ? `Step ${step}: ${title}` : title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
    </Tile>
  );
}
