import { configureAxe } from 'jest-axe';

/**
 * axe for jsdom: colour contrast needs real layout and canvas, so it is
 * checked in Chromium (and by the theme contrast test) instead.
 */
export const axe = configureAxe({
  rules: {
    'color-contrast': { enabled: false },
    // Stories render fragments without page landmarks.
    region: { enabled: false },
  },
  impactLevels: ['serious', 'critical'],
});
