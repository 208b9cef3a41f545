import { IMG } from '../images';
import type { Four, KeyStep } from '../types';

/**
 * Builds a service's aligned `keyServices` (step names) and `keySteps` (name,
 * text, image) from four [name, text] pairs, so the two can never drift apart.
 */
export function processSteps(steps: Four<[string, string]>): { keyServices: Four<string>; keySteps: Four<KeyStep> } {
  const [a, b, c, d] = steps.map(([title, text]): KeyStep => ({ title, text, image: IMG.step })) as Four<KeyStep>;
  return {
    keyServices: [a.title, b.title, c.title, d.title],
    keySteps: [a, b, c, d],
  };
}

/** Climate facts shared by most GTA services (reused to keep wording consistent). */
export const GTA_CLIMATE = {
  freezeThaw: 'Dozens of freeze-thaw cycles each winter crack concrete, heave poorly drained footings and open joints in masonry and caulking.',
  winterCold: 'January cold snaps regularly reach -20°C, with wind chills far lower; equipment and materials have to be rated for it.',
  humidSummer: 'Humid summers with Humidex readings above 35 put heavy loads on cooling and push moisture into basements and wall assemblies.',
  stormRain: 'Intense summer thunderstorms (the July 2013 and July 2024 storms dropped around 100 mm or more in a few hours) overwhelm sewers and flood basements.',
  lakeSnow: 'Lake-effect snow squalls off Lake Ontario and Georgian Bay can bring sudden heavy accumulation, especially in northern York Region.',
  roadSalt: 'Road and sidewalk salt corrodes metal, spalls concrete and burns plants along driveways and boulevards.',
  clay: 'Much of the GTA sits on heavy clay soil that drains poorly and expands when wet, which stresses foundations, patios and fence posts.',
} as const;
