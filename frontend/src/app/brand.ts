/** Product name used in page titles and the header; the business facts module owns it. */
export { BRAND_NAME, TAGLINE, pageTitle } from '../content/business';
