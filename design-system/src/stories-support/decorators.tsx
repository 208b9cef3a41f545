import type { Decorator } from '@storybook/react-vite';

/**
 * Constrains a story to a card-like width; a story can widen it with
 * `parameters: { maxWidth: 1200 }` (grids), since story decorators run inside
 * the meta's.
 */
export function withMaxWidth(defaultWidth: number): Decorator {
  return (Story, context) => {
    const maxWidth = (context.parameters.maxWidth as number | undefined) ?? defaultWidth;
    return (
      <div style={{ maxWidth }}>
        <Story />
      </div>
    );
  };
}
