import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { axe } from './axe';

type StoryComponent = ComponentType<Record<string, never>> & { storyName?: string };

/**
 * Renders every composed story and runs axe on the whole document (so
 * portalled dialogs and drawers are audited too). Serious and critical
 * violations fail; colour contrast is checked in Chromium instead.
 */
export function itHasNoA11yViolations(stories: Record<string, unknown>) {
  describe('accessibility (axe, serious + critical)', () => {
    it.each(Object.entries(stories) as [string, StoryComponent][])('%s', async (_name, Story) => {
      const { unmount } = render(<Story />);
      await act(async () => {});
      expect(await axe(document.body)).toHaveNoViolations();
      unmount();
    });
  });
}
