/**
 * Lookups and searches ask for a useful set of fields in a new node (time, author, metrics, ...).
 * Tests of what the platform sends back for exactly the fields a user picks start from none.
 */
export const NO_FIELDS = { postFields: [], expansions: [], userFields: [] };
