import { JsonLd } from './JsonLd';
import { businessJsonLd } from './businessJsonLd';

/** The business's LocalBusiness structured data; the home page renders it once. */
export function BusinessJsonLd() {
  return <JsonLd data={businessJsonLd()} />;
}
