import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface StarRatingInputProps {
  /** Visible label (the group's legend), e.g. "Quality of work". */
  label: string;
  /** Form name shared by the five radios. */
  name: string;
  /** Stars chosen (1-5), or null before the person picks. */
  value: number | null;
  onChange: (value: number) => void;
  /** Help text under the stars. */
  helperText?: ReactNode;
  /** Error message; marks the group invalid and is announced with it. */
  errorText?: ReactNode;
  /**
   * Marks the group required.
   * @default false
   */
  required?: boolean;
  /**
   * @default false
   */
  disabled?: boolean;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A 1-5 star input built on a native radio group: Tab reaches it, the arrow keys change the
 * score, and each star is announced ("4 stars"). The legend is the visible label; with an error the
 * radios are marked invalid, so "focus the first invalid control" lands on the group.
 */
export function StarRatingInput({ label, name, value, onChange, helperText, errorText, required = false, disabled = false }: StarRatingInputProps) {
  const id = useId().replace(/:/g, '');
  const helperId = helperText ? `${id}-help` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [helperId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Box as="fieldset" aria-describedby={describedBy} minW="0" borderWidth="0" p="0" m="0">
      <Box as="legend" textStyle="sm" fontWeight="medium" mb="1.5" p="0">
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' '}
            *
          </Text>
        ) : null}
      </Box>
      <HStack gap="1" wrap="wrap">
        <HStack gap="0.5">
          {STARS.map((stars) => {
            const lit = value !== null && value >= stars;
            return (
              <Box
                as="label"
                key={stars}
                display="inline-flex"
                p="1"
                borderRadius="sm"
                cursor={disabled ? 'not-allowed' : 'pointer'}
                color={lit ? 'rating' : 'fg.muted'}
                opacity={disabled ? 0.5 : 1}
                css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } }}
                _hover={disabled ? undefined : { transform: 'scale(1.08)' }}
              >
                <chakra.input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  disabled={disabled}
                  required={required}
                  aria-invalid={errorText ? true : undefined}
                  srOnly
                />
                <Star aria-hidden="true" size={28} fill={lit ? 'currentColor' : 'none'} strokeWidth={1.75} />
                <Text as="span" srOnly>
                  {stars === 1 ? '1 star' : `${stars} stars`}
                </Text>
              </Box>
            );
          })}
        </HStack>
        <Text as="span" textStyle="sm" color="fg.muted" aria-hidden="true">
          {value === null ? 'Not rated yet' : `${value} of 5`}
        </Text>
      </HStack>
      {helperText ? (
        <Text id={helperId} textStyle="xs" color="fg.muted" mt="1">
          {helperText}
        </Text>
      ) : null}
      {errorText ? (
        <Text id={errorId} textStyle="sm" color="fg.error" mt="1">
          {errorText}
        </Text>
      ) : null}
    </Box>
  );
}
