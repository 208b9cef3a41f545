import { IMG } from '../images';
import type { StoredService } from '../schema';
import type { Four, KeyStep, Service } from '../types';
import climate from './climate.json';

const SHARED_CLIMATE: Readonly<Record<string, string>> = climate;

/**
 * A catalogue service as screens use it, from its content-file entry: each process step gets the
 * step illustration, `keyServices` repeats the step titles (so the two never drift apart), and a
 * shared climate fact (`{ "shared": "stormRain" }`) becomes its sentence from climate.json.
 */
export function serviceFromEntry({ keySteps, localConsiderations, ...entry }: StoredService): Service {
  const steps = keySteps.map((step): KeyStep => ({ ...step, image: IMG.step })) as Four<KeyStep>;
  return {
    ...entry,
    keyServices: steps.map((step) => step.title) as Four<string>,
    keySteps: steps,
    localConsiderations: {
      ...localConsiderations,
      climateFactors: localConsiderations.climateFactors.map((fact) => (typeof fact === 'string' ? fact : SHARED_CLIMATE[fact.shared] ?? '')),
    },
  };
}
