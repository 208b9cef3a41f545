import { Box } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { getSystem, getSystemWithLinkedStyles } from '../theme/system';
import { DesignSystemProvider } from './DesignSystemProvider';

/** The CSS of Emotion's <Global> tags in the document (inserted as rules or as text). */
function globalCss(): string {
  return [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
    .filter((tag) => tag.dataset.emotion?.split(' ')[0].endsWith('-global'))
    .map((tag) => tag.textContent || [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .join('');
}

describe('global styles linked as a stylesheet', () => {
  afterEach(() => {
    for (const tag of document.querySelectorAll('style[data-emotion]')) tag.remove();
  });

  it('leaves out only the global styles: the same tokens, recipes and style functions', () => {
    const linked = getSystemWithLinkedStyles();
    const system = getSystem();
    expect(linked._global).toEqual([]);
    expect(linked._config.disableLayers).toBe(true);
    expect(system._config.disableLayers).toBeFalsy();
    expect(linked.token('colors.brand.600')).toBe(system.token('colors.brand.600'));
    expect(linked.css).toBe(system.css);
    expect(linked.getSlotRecipeFn).toBe(system.getSlotRecipeFn);
    expect(getSystemWithLinkedStyles()).toBe(linked);
  });

  it('inserts no global style when linked; the reset, tokens and base when injected', () => {
    const { unmount } = render(
      <DesignSystemProvider globalStyles="linked" withToaster={false}>
        <Box color="fg">text</Box>
      </DesignSystemProvider>,
    );
    expect(globalCss()).toBe('');
    unmount();
    render(
      <DesignSystemProvider withToaster={false}>
        <Box color="fg">text</Box>
      </DesignSystemProvider>,
    );
    expect(globalCss()).toContain('--chakra-colors-fg');
  });
});
