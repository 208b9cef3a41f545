/** Product name used in page titles and the header (the data module's business facts repeat it). */
export const BRAND_NAME = 'GTA Home Pros';
