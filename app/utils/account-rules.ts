/** How long a deleted account can be restored (with the link mailed on deletion) before it is deleted for good. */
export const RESTORE_DAYS = 7
