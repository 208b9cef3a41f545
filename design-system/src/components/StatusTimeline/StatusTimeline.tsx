import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { formatDate, formatDateTime } from '@marketplace/shared';
import { Check, CircleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { isoMoment } from '../shared/dataTable';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  /** Stable key; the label when not given. */
  id?: string;
  /** What happens at this step, e.g. 'Signed by the homeowner', 'Cooling-off ends'. */
  label: string;
  /** Whether the step has happened, is where things stand now (one step), or is still to come. */
  state: TimelineStepState;
  /**
   * When it happened or will: an ISO moment or a Date (shown with the time), or a calendar day
   * YYYY-MM-DD (shown as a date, e.g. the day the cooling-off period ends).
   */
  date?: string | Date | null;
  /** A line under the label, e.g. the homeowner's note when asking for changes. */
  detail?: ReactNode;
  /**
   * Colours a step that needs attention (changes requested) or ended the agreement (cancelled, declined).
   * @default 'neutral'
   */
  tone?: 'neutral' | 'warning' | 'danger';
}

export interface StatusTimelineProps {
  /** The steps in order. */
  steps: readonly TimelineStep[];
  /**
   * Accessible name of the list.
   * @default 'Agreement progress'
   */
  label?: string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATE_WORDS: Record<TimelineStepState, string> = { done: 'Done', current: 'Current step', upcoming: 'Upcoming' };

function When({ date }: { date: string | Date }) {
  const day = typeof date === 'string' && CALENDAR_DAY.test(date);
  return (
    <Text textStyle="xs" color="fg.muted">
      <time dateTime={day ? (date as string) : isoMoment(date)}>{day ? formatDate(date) : formatDateTime(date)}</time>
    </Text>
  );
}

function markerPalette(step: TimelineStep): string {
  if (step.tone === 'danger') return 'red';
  if (step.tone === 'warning') return 'orange';
  return step.state === 'done' ? 'green' : step.state === 'current' ? 'brand' : 'gray';
}

function Marker({ step }: { step: TimelineStep }) {
  const palette = markerPalette(step);
  const Icon = step.tone === 'danger' ? X : step.tone === 'warning' ? CircleAlert : step.state === 'done' ? Check : null;
  const upcoming = step.state === 'upcoming';
  return (
    <Box
      aria-hidden="true"
      colorPalette={palette}
      boxSize="6"
      flexShrink={0}
      borderRadius="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      borderWidth="2px"
      borderColor={upcoming ? 'border.emphasized' : 'colorPalette.solid'}
      bg={step.state === 'done' ? 'colorPalette.solid' : 'bg.panel'}
      color={step.state === 'done' ? 'colorPalette.contrast' : 'colorPalette.fg'}
      outline={step.state === 'current' ? '4px solid' : undefined}
      outlineColor="colorPalette.subtle"
      position="relative"
      zIndex="1"
    >
      {Icon ? <Icon size={14} strokeWidth={3} /> : step.state === 'current' ? <Box boxSize="2" borderRadius="full" bg="colorPalette.solid" /> : null}
    </Box>
  );
}

/**
 * Where an agreement stands, as an ordered list of steps with their dates (Drafted, Sent, Signed by
 * the homeowner, ..., In force, Copy delivered, Cooling-off ends): done steps checked, the current
 * one ringed and marked `aria-current="step"`, upcoming ones hollow. Each step's state is also said in
 * words to screen readers, never by colour alone.
 */
export function StatusTimeline({ steps, label = 'Agreement progress' }: StatusTimelineProps) {
  return (
    <Stack as="ol" aria-label={label} gap="0" listStyleType="none" m="0" p="0">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const current = step.state === 'current';
        return (
          <Box
            as="li"
            key={step.id ?? step.label}
            aria-current={current ? 'step' : undefined}
            data-state={step.state}
            display="flex"
            gap="3"
            position="relative"
            pb={last ? '0' : '4'}
            // The line to the next step, through the markers' centres; green while the next step is done too.
            _before={
              last
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    insetStart: '11px',
                    top: '6',
                    bottom: '0',
                    width: '2px',
                    bg: steps[index + 1].state === 'done' ? 'green.solid' : 'border',
                  }
            }
          >
            <Marker step={step} />
            <Stack gap="0.5" minW="0" pt="0.5">
              <Text textStyle="sm" fontWeight={current ? 'bold' : 'medium'} color={step.state === 'upcoming' ? 'fg.muted' : 'fg'}>
                <VisuallyHidden>{STATE_WORDS[step.state]}: </VisuallyHidden>
                {step.label}
              </Text>
              {step.date ? <When date={step.date} /> : null}
              {step.detail ? (
                <Text textStyle="xs" color="fg.muted">
                  {step.detail}
                </Text>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
