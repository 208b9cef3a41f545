import { configureAxe, toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

/**
 * axe for screens in jsdom: serious and critical problems only. Colour contrast needs real layout
 * and canvas, so it is checked in Chromium (and by the design system's theme contrast test).
 */
export const axe = configureAxe({
  rules: { 'color-contrast': { enabled: false } },
  impactLevels: ['serious', 'critical'],
});
