/**
 * Project id ranges and offsets.
 *
 * The project details screen merges three sources by id range:
 *
 * | ids        | source                                                              |
 * |------------|---------------------------------------------------------------------|
 * | 1-12       | core completed/featured samples (`SAMPLE_PROJECTS`)                  |
 * | 101-199    | general-contractor page listing samples (`GENERAL_LISTINGS`)         |
 * | 201-299    | plumbing page listing samples                                        |
 * | 301-399    | electrical page listing samples                                      |
 * | 401-499    | HVAC page listing samples                                            |
 * | 501-599    | cleaning page featured samples                                       |
 * | 601-699    | moving page samples                                                  |
 * | 701-799    | architectural visualization page samples                             |
 * | 1001-1099  | landscaping listing samples (LISTING_SAMPLE_OFFSET + 1..)            |
 * | 1101-1199  | painting samples (LISTING_SAMPLE_OFFSET + 101..)                     |
 * | 2001       | the open sample: stored with id 1, screens add OPEN_SAMPLE_OFFSET    |
 * | 2501-2599  | open cleaning projects for the cleaning page (stored already offset) |
 * | 3000+      | database projects: database id + DATABASE_OFFSET                     |
 *
 * Listing samples (everything except the open sample) are stored with their
 * final, already-offset id, so every id is unique across all lists that are
 * shown together and the ranges never collide with database projects.
 *
 * Category convention: a sample's `category` is the slug of the service it
 * belongs to ('general-contracting', 'plumbing', 'electrical', 'hvac',
 * 'landscaping', 'cleaning', 'moving-solutions',
 * 'architectural-visualization', 'painting'). The service page rule
 * "category contains the service slug or vice versa" (lower-case) therefore
 * matches the service of the same slug, and also the longer slugs that contain
 * it ('hvac' -> 'hvac-airduct', 'landscaping' -> 'landscaping-snow-removal').
 */

/** Added to built-in open samples' ids on every screen. */
export const OPEN_SAMPLE_OFFSET = 2000;
/** Landscaping and painting listing samples live at this offset (ids stored already offset). */
export const LISTING_SAMPLE_OFFSET = 1000;
/** Added to database project ids on every screen. */
export const DATABASE_OFFSET = 3000;
