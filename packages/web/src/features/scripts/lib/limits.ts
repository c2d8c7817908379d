/** Page sizes and timings of the scripts screens (spec 2 §9). */
export const SCRIPTS_PAGE_SIZE = 15;
export const SCRIPT_VERSIONS_PAGE_SIZE = 100;
/** The local draft is saved this often while there are unsaved changes (SCRIPT-08). */
export const DRAFT_AUTOSAVE_MS = 5000;
/** The confirmation screen's script container (SCRIPT-24). */
export const SCRIPT_MAX_HEIGHT = 2000;
