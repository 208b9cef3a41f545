import type { userEvent } from '@testing-library/user-event';

/**
 * Puts text in a field the way pasting does: one input event instead of one per character, so a
 * form that validates on every change renders once. Use `user.type` where keystrokes matter.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
